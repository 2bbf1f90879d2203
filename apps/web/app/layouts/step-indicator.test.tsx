// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { stepStates } from './onboarding-steps';
import { StepIndicator } from './step-indicator';

afterEach(cleanup);

function renderSteps(...args: Parameters<typeof stepStates>) {
  render(<StepIndicator steps={stepStates(...args)} label="Etapas da abertura da empresa" />);
  const list = screen.getByRole('list', { name: 'Etapas da abertura da empresa' });
  return within(list).getAllByRole('listitem');
}

/** What a screen reader reads of an item: its text without the aria-hidden number and lines. */
function spoken(item: HTMLElement) {
  const copy = item.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
}

function currentStepText(items: HTMLElement[]) {
  return items.filter((item) => item.getAttribute('aria-current') === 'step').map(spoken);
}

function doneMarkers(items: HTMLElement[]) {
  return items.filter((item) => item.querySelector('[data-step-done]')).length;
}

describe('StepIndicator', () => {
  test('a track with no steps yet starts at the first step, every step pending', () => {
    const items = renderSteps('create-company');

    expect(items.map(spoken)).toEqual([
      'Sócios, etapa 1 de 7, pendente',
      'Pré-cadastro, etapa 2 de 7, pendente',
      'Endereço fiscal, etapa 3 de 7, pendente',
      'Assinatura, etapa 4 de 7, pendente',
      'Guia de registro, etapa 5 de 7, pendente',
      'Comprovante, etapa 6 de 7, pendente',
      'Dados da empresa, etapa 7 de 7, pendente',
    ]);
    expect(currentStepText(items)).toEqual(['Sócios, etapa 1 de 7, pendente']);
    expect(doneMarkers(items)).toBe(0);
  });

  test('the step in progress is the current one, and done steps carry a check', () => {
    const items = renderSteps('create-company', [
      { stepId: 'pre-registration', status: 'done' },
      { stepId: 'partner-registration', status: 'done' },
      { stepId: 'select-fiscal-address', status: 'in_progress' },
    ]);

    expect(currentStepText(items)).toEqual(['Endereço fiscal, etapa 3 de 7, em andamento']);
    expect(doneMarkers(items)).toBe(2);
    expect(spoken(items[0]!)).toBe('Sócios, etapa 1 de 7, concluída');
    expect(items[0]?.querySelector('[data-step-done]')).not.toBeNull();
    expect(spoken(items[3]!)).toBe('Assinatura, etapa 4 de 7, pendente');
  });

  test('without a step in progress, the first step not done is the current one', () => {
    const items = renderSteps('create-company', [
      { stepId: 'partner-registration', status: 'done' },
      { stepId: 'pre-registration', status: 'pending' },
      { stepId: 'select-fiscal-address', status: 'done' },
    ]);

    expect(currentStepText(items)).toEqual(['Pré-cadastro, etapa 2 de 7, pendente']);
    expect(doneMarkers(items)).toBe(2);
  });

  test('when every step is done there is no current step', () => {
    const items = renderSteps(
      'migrate-company',
      [
        'partner-registration-basic',
        'migrate-accountant',
        'select-fiscal-address',
        'subscription',
        'download-company-info',
      ].map((stepId) => ({
        stepId: stepId as 'subscription',
        status: 'done' as const,
      })),
    );

    expect(currentStepText(items)).toEqual([]);
    expect(doneMarkers(items)).toBe(5);
  });

  test('the migration track has its own five steps; steps of the other track are ignored', () => {
    const items = renderSteps('migrate-company', [
      { stepId: 'partner-registration', status: 'done' },
      { stepId: 'partner-registration-basic', status: 'done' },
    ]);

    expect(items.map(spoken)).toEqual([
      'Sócios, etapa 1 de 5, concluída',
      'Troca de contador, etapa 2 de 5, pendente',
      'Endereço fiscal, etapa 3 de 5, pendente',
      'Assinatura, etapa 4 de 5, pendente',
      'Dados da empresa, etapa 5 de 5, pendente',
    ]);
    expect(currentStepText(items)).toEqual(['Troca de contador, etapa 2 de 5, pendente']);
  });

  test('small screens get the current step in words under the numbers', () => {
    renderSteps('create-company', [{ stepId: 'partner-registration', status: 'in_progress' }]);
    expect(screen.getByText('Etapa 1 de 7: Sócios')).toBeTruthy();
  });
});
