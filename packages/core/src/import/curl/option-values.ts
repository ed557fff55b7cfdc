import { fail } from './refuse.ts';

/** Reads one option's value into the state (or refuses it). */
export type Handler = (value: string, state: State) => void;

/** What the options read so far say about the request. */
export interface State {
  urls: string[];
  method: string | null;
  headers: Map<string, string>;
  data: string[];
  get: boolean;
  head: boolean;
  insecure: boolean;
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function addHeader(state: State, name: string, value: string): void {
  const key = name.toLowerCase();
  const previous = state.headers.get(key);
  const separator = key === 'cookie' ? '; ' : ', ';
  state.headers.set(key, previous === undefined ? value : `${previous}${separator}${value}`);
}

export function noFile(option: string, value: string): void {
  if (value.startsWith('@')) {
    fail(
      `${option} ${value.slice(0, 30)} reads a file; paste the data itself`,
      undefined,
      'import.curlReadsFile',
      { option },
    );
  }
}

export const header: Handler = (value, state) => {
  noFile('-H', value);
  const colon = value.indexOf(':');
  const semicolon = value.indexOf(';');
  if (colon === -1 && semicolon === value.length - 1 && semicolon > 0) {
    // "Name;" is curl's way to send an empty header.
    addHeader(state, value.slice(0, -1).trim(), '');
    return;
  }
  if (colon <= 0) fail(`the header ${JSON.stringify(value.slice(0, 40))} has no "name: value"`);
  const name = value.slice(0, colon).trim();
  if (name.length > 200 || !HEADER_NAME.test(name))
    fail(`${JSON.stringify(name.slice(0, 40))} is not a header name`);
  const headerValue = value.slice(colon + 1).trim();
  if (headerValue === '') {
    state.headers.delete(name.toLowerCase()); // "Name:" removes a header in curl
  } else {
    addHeader(state, name, headerValue);
  }
};

export const data =
  (option: string, literal: boolean): Handler =>
  (value, state) => {
    if (!literal) noFile(option, value);
    state.data.push(value);
  };

/** --data-urlencode: "content", "=content" or "name=content", content percent-encoded. */
export const dataUrlencode: Handler = (value, state) => {
  const eq = value.indexOf('=');
  if (eq === -1 && value.includes('@')) {
    fail(
      `--data-urlencode ${value.slice(0, 30)} reads a file ("name@file"); paste the data itself`,
    );
  }
  if (eq === -1) state.data.push(encodeURIComponent(value));
  else if (eq === 0) state.data.push(encodeURIComponent(value.slice(1)));
  else state.data.push(`${value.slice(0, eq)}=${encodeURIComponent(value.slice(eq + 1))}`);
};

export const ignore: Handler = () => undefined;
