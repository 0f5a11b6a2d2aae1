interface AdminSwitchProps {
  /** Accessible name naming the row, e.g. "Advertisement: Palaces of Seoul". */
  label: string;
  isOn: boolean;
  onChange: (next: boolean) => void;
  isPending?: boolean;
  /** Visible text beside the switch (e.g. "On"/"Off"); the state is also in aria-checked. */
  text?: string;
}

/** An on/off switch for a row's flag (advertisement, visibility, multilingual menu). */
export function AdminSwitch({ label, isOn, onChange, isPending = false, text }: AdminSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={label}
      disabled={isPending}
      onClick={() => onChange(!isOn)}
      className="group inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium whitespace-nowrap text-sand-800 disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          isOn ? 'bg-brand-700' : 'bg-sand-300'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            isOn ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      {text ? <span aria-hidden="true">{text}</span> : null}
    </button>
  );
}
