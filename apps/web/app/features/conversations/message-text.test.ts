import { describe, expect, test } from 'vitest';
import { splitMessageText } from './message-text';

describe('splitMessageText', () => {
  test('http(s) addresses become links, without the sentence’s punctuation', () => {
    expect(splitMessageText('Veja https://gov.br/das, e depois http://exemplo.com.br/a?b=1.')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://gov.br/das', href: 'https://gov.br/das' },
      { kind: 'text', text: ', e depois ' },
      { kind: 'link', text: 'http://exemplo.com.br/a?b=1', href: 'http://exemplo.com.br/a?b=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  test('anything else stays text: javascript:, HTML, addresses without a scheme', () => {
    const body = 'javascript:alert(1) <a href="x">oi</a> www.exemplo.com.br';
    expect(splitMessageText(body)).toEqual([{ kind: 'text', text: body }]);
  });
});
