import {
  FACT_NOTE_MAX_LENGTH,
  PLACE_YES_NO_FACTS,
  type PlaceFactKey,
  type PlaceFactValues,
  type TAX_REFUNDS,
} from '@ktravel/contract';
import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { FACT_ICONS } from '@/components/place-facts.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useProposeFacts } from '../api/reviews.ts';

interface FactProposalDialogProps {
  placeId: number;
  placeName: string;
  open: boolean;
  onClose: () => void;
}

type Answer = 'yes' | 'no' | 'unknown';
type TaxAnswer = (typeof TAX_REFUNDS)[number] | 'unknown';

const answerValue = (answer: Answer): boolean | null => (answer === 'unknown' ? null : answer === 'yes');

/** One fact's three choices as a radio group (yes / no / don't know). */
function Choices<T extends string>({
  fact,
  options,
  value,
  onChange,
}: {
  fact: PlaceFactKey;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const Icon = FACT_ICONS[fact];
  return (
    <fieldset className="rounded-lg border border-sand-200 p-3">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold text-sand-900">
        <Icon className="size-4 text-sand-600" />
        {t(`places.facts.${fact}.question`)}
      </legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-sand-300 px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Suggest a correction": what the member saw at the place, fact by fact (yes, no, don't know), and where. It is
 * sent to the admins and shows nowhere until one of them approves it; one waiting suggestion per place.
 */
export function FactProposalDialog({ placeId, placeName, open, onClose }: FactProposalDialogProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const propose = useProposeFacts(placeId);
  // Every answer starts at "don't know": the member says only what they saw (a "don't know" changes nothing).
  const [answers, setAnswers] = useState<Record<(typeof PLACE_YES_NO_FACTS)[number], Answer>>({
    foreignCards: 'unknown',
    cashOnly: 'unknown',
    tmoney: 'unknown',
    englishMenu: 'unknown',
    koreanPhoneToBook: 'unknown',
  });
  const [taxRefund, setTaxRefund] = useState<TaxAnswer>('unknown');
  const [note, setNote] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const yesNo = [
    { value: 'yes' as const, label: t('places.facts.answer.yes') },
    { value: 'no' as const, label: t('places.facts.answer.no') },
    { value: 'unknown' as const, label: t('places.facts.answer.unknown') },
  ];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const facts: PlaceFactValues = {
      foreignCards: answerValue(answers.foreignCards),
      cashOnly: answerValue(answers.cashOnly),
      tmoney: answerValue(answers.tmoney),
      englishMenu: answerValue(answers.englishMenu),
      koreanPhoneToBook: answerValue(answers.koreanPhoneToBook),
      taxRefund: taxRefund === 'unknown' ? null : taxRefund,
    };
    if (Object.values(facts).every((value) => value === null)) {
      setIsEmpty(true);
      return;
    }
    propose.mutate(
      { ...facts, note: note.trim() },
      {
        onSuccess: () => {
          notify.success(t('places.facts.sent'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'FACT_PROPOSAL_PENDING') {
            notify.info(t('errors.FACT_PROPOSAL_PENDING'));
            onClose();
          } else notify.error(t('places.facts.sendFailed', { message: t(errorMessageKey(error)) }));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={t('places.facts.proposeTitle', { name: placeName })}
        description={t('places.facts.proposeDescription')}
        className="max-w-lg"
      >
        <form className="flex flex-col gap-3" onSubmit={handleSubmit} noValidate>
          {PLACE_YES_NO_FACTS.map((fact) => (
            <Choices
              key={fact}
              fact={fact}
              options={yesNo}
              value={answers[fact]}
              onChange={(value) => {
                setIsEmpty(false);
                setAnswers((previous) => ({ ...previous, [fact]: value }));
              }}
            />
          ))}
          <Choices
            fact="taxRefund"
            options={[
              { value: 'immediate' as const, label: t('places.facts.taxRefund.immediate') },
              { value: 'counter' as const, label: t('places.facts.taxRefund.counter') },
              { value: 'unknown' as const, label: t('places.facts.answer.unknown') },
            ]}
            value={taxRefund}
            onChange={(value) => {
              setIsEmpty(false);
              setTaxRefund(value);
            }}
          />
          <div>
            <label htmlFor={noteId} className="field-label">
              {t('places.facts.note')}
            </label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={FACT_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('places.facts.notePlaceholder')}
              className="field-input py-2.5"
            />
          </div>
          {isEmpty ? (
            <p role="alert" className="text-sm font-medium text-accent-700">
              {t('places.facts.answerOne')}
            </p>
          ) : null}
          <FormFooter onCancel={onClose} submitLabel={t('places.facts.send')} isPending={propose.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
