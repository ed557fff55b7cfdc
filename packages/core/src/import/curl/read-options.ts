import { FLAGS, LONG_NAMES, WITH_VALUE } from './option-table.ts';
import type { State } from './option-values.ts';
import { fail } from './refuse.ts';
import { REFUSED } from './refused-options.ts';

/**
 * Walks curl's arguments after the word "curl": options (long, short, bundled or with the value
 * attached) go through the option table, the other words are URLs. Refused and unknown options
 * stop the reading with the argument's position.
 */
export function readOptions(words: readonly string[]): State {
  const state: State = {
    urls: [],
    method: null,
    headers: new Map(),
    data: [],
    get: false,
    head: false,
    insecure: false,
  };
  let optionsEnded = false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    const where = `curl argument ${i}`;
    const valueAfter = (option: string) => {
      const value = words[i + 1];
      if (value === undefined)
        fail(`${option} needs a value`, where, 'import.curlOptionNeedsValue', { option });
      i++;
      return value;
    };
    if (optionsEnded || !word.startsWith('-') || word === '-') {
      state.urls.push(word);
    } else if (word === '--') {
      optionsEnded = true;
    } else if (word.startsWith('--')) {
      const refused = REFUSED[word];
      if (refused)
        fail(`${word} (${refused}) is not supported`, where, 'import.curlUnsupportedOption', {
          option: word,
        });
      const name = LONG_NAMES[word] ?? word;
      const withValue = WITH_VALUE[name];
      const flag = FLAGS[name];
      if (withValue) withValue(valueAfter(word), state);
      else if (flag) flag(state);
      else {
        fail(
          `the option ${word.slice(0, 40)} is not supported`,
          where,
          'import.curlUnsupportedOption',
          {
            option: word.slice(0, 40),
          },
        );
      }
    } else {
      // Short options, possibly bundled (-sSL) or with their value attached (-XPOST).
      for (let j = 1; j < word.length; j++) {
        const name = `-${word[j] ?? ''}`;
        const refused = REFUSED[name];
        if (refused)
          fail(`${name} (${refused}) is not supported`, where, 'import.curlUnsupportedOption', {
            option: name,
          });
        const withValue = WITH_VALUE[name];
        const flag = FLAGS[name];
        if (withValue) {
          withValue(j + 1 < word.length ? word.slice(j + 1) : valueAfter(name), state);
          break;
        }
        if (flag) flag(state);
        else
          fail(`the option ${name} is not supported`, where, 'import.curlUnsupportedOption', {
            option: name,
          });
      }
    }
  }
  return state;
}
