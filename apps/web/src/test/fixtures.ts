import type { PublicConfig, SessionUser } from '@stakelab/core';

export const testConfig: PublicConfig = {
  supportEmail: 'support@stakelab.test',
  socialLinks: {
    messaging: 'https://t.me/stakelab_test',
    video: 'https://www.youtube.com/@stakelab_test',
    shortPost: 'https://x.com/stakelab_test',
    photo: 'https://www.instagram.com/stakelab_test',
  },
  tipsterName: 'StakeLab Tipster',
};

export const testUser: SessionUser = {
  username: 'punter1',
  email: 'punter1@example.com',
  is_admin: false,
  user_id: 7,
};

export const testAdmin: SessionUser = {
  username: 'boss',
  email: 'boss@example.com',
  is_admin: true,
  user_id: 1,
};
