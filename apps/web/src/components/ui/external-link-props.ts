/** Props of every link that leaves StakeLab: a new tab that cannot reach back to this page. */
export const externalLinkProps = {
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;
