import type { ApiToken } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { ApiTokensSection } from './api-tokens-section';

const SECRET = `slk_${'Ab3_'.repeat(10)}xyz`;
const LAPTOP: ApiToken = {
  id: 7,
  name: 'Spreadsheet sync',
  scope: 'bets:read',
  prefix: 'slk_Q9zT',
  created_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2099-01-30T10:00:00.000Z',
  last_used_at: null,
};
const EXPIRED: ApiToken = {
  id: 3,
  name: 'Old importer',
  scope: 'bets:write',
  prefix: 'slk_mm21',
  created_at: '2025-01-01T10:00:00.000Z',
  expires_at: '2025-01-31T10:00:00.000Z',
  last_used_at: '2025-01-15T10:00:00.000Z',
};

/** An in-memory token list: creating adds, revoking removes. */
function tokensApi(initial: ApiToken[]) {
  let tokens = [...initial];
  const handlers: Record<string, StubHandler> = {
    'GET /api/auth/tokens': () => jsonResponse({ success: true, tokens }),
    'POST /api/auth/tokens': ({ body }) => {
      const { name, scope } = body as { name: string; scope: ApiToken['scope'] };
      const token: ApiToken = {
        id: 8,
        name,
        scope,
        prefix: SECRET.slice(0, 8),
        created_at: '2026-11-29T12:00:00.000Z',
        expires_at: '2027-11-29T12:00:00.000Z',
        last_used_at: null,
      };
      tokens = [token, ...tokens];
      return jsonResponse({ success: true, token, secret: SECRET });
    },
  };
  for (const token of initial) {
    handlers[`DELETE /api/auth/tokens/${token.id}`] = () => {
      tokens = tokens.filter((t) => t.id !== token.id);
      return jsonResponse({ success: true, message: 'That API token has been revoked.' });
    };
  }
  return handlers;
}

const open = (tokens: ApiToken[]) => {
  const user = userEvent.setup();
  const view = renderWithProviders(<ApiTokensSection />, {
    user: testUser,
    handlers: tokensApi(tokens),
  });
  return { user, ...view };
};

describe('personal API tokens on the profile', () => {
  it('lists the tokens by name, access, prefix and use, and links to the API reference', async () => {
    open([LAPTOP, EXPIRED]);
    const cards = await screen.findAllByTestId('api-token');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Spreadsheet sync'),
      expect.stringContaining('Old importer'),
    ]);
    const [laptop, expired] = cards as [HTMLElement, HTMLElement];
    expect(within(laptop).getByText('Read bets')).toBeInTheDocument();
    expect(within(laptop).getByText('slk_Q9zT…')).toBeInTheDocument();
    expect(within(laptop).getByText('Never used')).toBeInTheDocument();
    expect(within(laptop).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(expired).getByText('Read and write bets')).toBeInTheDocument();
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText(/Last used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('creates one with a name, an access and an expiry, and shows its secret once to copy', async () => {
    const { user, fetchMock } = open([]);
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create token' });
    const create = within(form).getByRole('button', { name: 'Create token' });
    expect(create).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), '  Nightly import ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Access' }), 'bets:write');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Expires after' }),
      '365 days',
    );
    await user.click(create);

    const shown = await screen.findByTestId('api-token-secret');
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(within(shown).getByText('Token “Nightly import” created')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/api/auth/tokens') && init?.method === 'POST',
    );
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { name: 'Nightly import', scope: 'bets:write', expires_in_days: 365 },
    ]);

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // The new token is listed (without its secret); once dismissed the secret is gone.
    expect(await screen.findByText('Nightly import')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create token' })).toBeInTheDocument();
  });

  it('revokes a token', async () => {
    const { user, fetchMock } = open([LAPTOP, EXPIRED]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Spreadsheet sync' }));
    await findToast('Token revoked');
    await waitFor(() => expect(screen.getAllByTestId('api-token')).toHaveLength(1));
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url),
    ).toEqual(['/api/auth/tokens/7']);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    open([LAPTOP]);
    expect(await screen.findByText('Tokens de API personales')).toBeInTheDocument();
    expect(await screen.findByText('Leer apuestas')).toBeInTheDocument();
    expect(screen.getByText('Sin usar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revocar Spreadsheet sync' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Referencia de la API' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    const form = screen.getByRole('form', { name: 'Crear token' });
    expect(
      within(within(form).getByRole('combobox', { name: 'Caduca tras' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['30 días', '90 días', '365 días']);
  });
});
