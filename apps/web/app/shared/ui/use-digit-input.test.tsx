import type { ChangeEvent, KeyboardEvent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DigitBox } from './digit-typing.ts';
import { useDigitInput } from './use-digit-input.ts';

type Controlled = ReturnType<ReturnType<typeof useDigitInput>['controlled']>;

/** Draws a field through the hook as a form would, and hands back the props it spread on the input. */
function draw(value: string, onChange: (value: string) => void, isDigitsOnly = false) {
  let props: Controlled | null = null;
  function Field() {
    const digits = useDigitInput({ isDigitsOnly });
    props = digits.controlled(value, onChange);
    return <input {...props} />;
  }
  const html = renderToStaticMarkup(<Field />);
  return { html, props: props as unknown as Controlled };
}

function typedBox(value: string, caret: number): DigitBox {
  return {
    value,
    selectionEnd: caret,
    setSelectionRange(_start, end) {
      this.selectionEnd = end;
    },
  };
}

describe('useDigitInput (issue 46 item 14)', () => {
  it('shows a kept Latin value in Persian digits, on the numeric keypad', () => {
    const { html } = draw('6', () => {});
    expect(html).toContain('value="۶"');
    expect(html).toContain('inputMode="numeric"');
  });

  it('reports what was typed in Latin digits while the box shows Persian, the caret kept', () => {
    const reported: string[] = [];
    const { props } = draw('۰۹', (value) => reported.push(value));
    const box = typedBox('۰9۹', 2);
    props.onChange({ currentTarget: box } as unknown as ChangeEvent<HTMLInputElement>);
    expect(reported).toEqual(['099']);
    expect(box.value).toBe('۰۹۹');
    expect(box.selectionEnd).toBe(2);
  });

  it('refuses a letter key in a digits-only field and lets digits and editing keys through', () => {
    const { props } = draw('', () => {}, true);
    const press = (key: string) => {
      let isPrevented = false;
      props.onKeyDown({
        key,
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        preventDefault: () => (isPrevented = true),
      } as unknown as KeyboardEvent<HTMLInputElement>);
      return isPrevented;
    };
    expect(press('a')).toBe(true);
    expect(press('۵')).toBe(false);
    expect(press('5')).toBe(false);
    expect(press('Backspace')).toBe(false);
  });
});
