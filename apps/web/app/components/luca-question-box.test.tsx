// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HeldSuggestions, LucaQuestionBox, splitUnderQuestion } from './luca-question-box';

// "tenho uma banca": the ranking leads with banks (the stem "banc"); the question asks
// newsstand or betting stand, and only the betting stand is among the suggestions.
const question = {
  text: '"banca" pode ser mais de uma atividade. Qual destas é a sua?',
  options: [
    { label: 'Comércio varejista de jornais e revistas', cnae: '4761002' },
    { label: 'Exploração de jogos de azar e apostas não especificados anteriormente', cnae: '9200399' },
  ],
};
const ranked = [{ code: '8640214' }, { code: '9200399' }, { code: '6619303' }];

afterEach(cleanup);

describe('splitUnderQuestion', () => {
  test('with a question: the options among the suggestions are shown in its order, the rest held back', () => {
    const { shown, held } = splitUnderQuestion(ranked, question);
    expect(shown.map((item) => item.code)).toEqual(['9200399']);
    expect(held.map((item) => item.code)).toEqual(['8640214', '6619303']);
    const both = splitUnderQuestion([{ code: '9200399' }, { code: '4761002' }], question);
    expect(both.shown.map((item) => item.code)).toEqual(['4761002', '9200399']);
  });

  test('without a question every suggestion is shown, in the ranking’s order', () => {
    expect(splitUnderQuestion(ranked, null)).toEqual({ shown: ranked, held: [] });
  });
});

describe('HeldSuggestions', () => {
  test('says how many were held back and shows them on demand; nothing when none', () => {
    const { container, rerender } = render(
      <HeldSuggestions count={2}>
        <p>bancos</p>
      </HeldSuggestions>,
    );
    const summary = screen.getByText('Outras 2 atividades que a Luca encontrou');
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    rerender(
      <HeldSuggestions count={1}>
        <p>banco</p>
      </HeldSuggestions>,
    );
    expect(screen.getByText('Outra atividade que a Luca encontrou')).toBeTruthy();
    rerender(
      <HeldSuggestions count={0}>
        <p>nada</p>
      </HeldSuggestions>,
    );
    expect(container.querySelector('details')).toBeNull();
  });
});

describe('LucaQuestionBox', () => {
  test('one button per option; a click sends the option’s code', () => {
    const onPick = vi.fn();
    render(<LucaQuestionBox question={question} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Comércio varejista de jornais e revistas' }));
    expect(onPick).toHaveBeenCalledWith('4761002');
  });
});
