import { describe, expect, it } from 'vitest';
import { contentPreview } from './content-preview.ts';

describe('contentPreview', () => {
  it('strips tags and collapses white space', () => {
    expect(contentPreview('<p>Hello <b>Seoul</b></p>\n<p>and   Busan</p>')).toBe('Hello Seoul and Busan');
  });

  it('drops scripts and styles with their text, and a tag cut off at the end', () => {
    expect(contentPreview('<style>p{}</style>Text<script>alert(1)</script> more <img src="a.jpg" al')).toBe(
      'Text more',
    );
  });

  it('decodes the common entities once (no markup comes back to life)', () => {
    expect(contentPreview('Fish &amp; chips &lt;b&gt;')).toBe('Fish & chips <b>');
  });

  it('keeps 150 characters at most, with an ellipsis when cut', () => {
    const long = `<p>${'가'.repeat(200)}</p>`;
    const preview = contentPreview(long);
    expect(Array.from(preview)).toHaveLength(150);
    expect(preview.endsWith('…')).toBe(true);
    expect(contentPreview('x'.repeat(150))).toBe('x'.repeat(150));
  });

  it('does not split a character made of two code units', () => {
    const preview = contentPreview('😀'.repeat(200), 10);
    expect(Array.from(preview)).toEqual([...Array(9).fill('😀'), '…']);
  });
});
