/** Options that change the request in ways this reader does not reproduce. */
export const REFUSED: Readonly<Record<string, string>> = {
  '-u': 'user names and passwords (Betfair signs in with cookies or X-Authentication)',
  '--user': 'user names and passwords (Betfair signs in with cookies or X-Authentication)',
  '-F': 'multipart forms',
  '--form': 'multipart forms',
  '-T': 'uploading files',
  '--upload-file': 'uploading files',
  '-K': 'config files',
  '--config': 'config files',
};
