/**
 * English resources: the default language and the source of the key set. `es.ts` must have
 * exactly the same keys (checked by the type below and by src/i18n/resources.test.ts).
 */
export const en = {
  common: {
    appName: 'StakeLab',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    opensInNewTab: '(opens in a new tab)',
    backHome: 'Back to Home',
  },
  nav: {
    home: 'Home',
    about: 'About',
    faqs: 'FAQs',
    contact: 'Contact',
    terms: 'Terms',
    login: 'Login',
    history: 'History',
    dashboards: 'Dashboards',
    stakes: 'Stakes',
    liveEvents: 'Live Events',
    profile: 'Profile',
    profileSettings: 'Profile Settings',
    adminPanel: 'Admin Panel',
    logout: 'Logout',
    mainNavigation: 'Main navigation',
    mobileNavigation: 'Mobile navigation',
  },
  header: {
    homeLink: 'StakeLab, go to the home page',
    openMenu: 'Open navigation menu',
    closeMenu: 'Close navigation menu',
    userMenu: 'Account menu',
    signedInAs: 'Signed in as {{username}}',
    languageToggle: 'ES',
    languageToggleLabel: 'Cambiar a español',
    switchToDark: 'Switch to dark mode',
    switchToLight: 'Switch to light mode',
  },
  footer: {
    tagline: 'Sports betting analytics: AI predictions, tipster stakes and performance dashboards.',
    quickLinks: 'Quick links',
    contactTitle: 'Contact',
    contactLine: 'Questions or feedback? Write to us at',
    followUs: 'Follow us',
    social: {
      video: 'StakeLab on YouTube',
      shortPost: 'StakeLab on X',
      photo: 'StakeLab on Instagram',
      messaging: 'StakeLab on Telegram',
    },
    disclaimer:
      'For information and entertainment only. No real-money gambling. 18+ or the legal gambling age in your country.',
    copyright: '© {{year}} StakeLab. All rights reserved.',
  },
  sideLink: {
    label: 'Join our channel',
    ariaLabel: 'Join our Telegram channel (opens in a new tab)',
  },
  pages: {
    home: 'Sports betting analytics',
    about: 'About',
    faqs: 'FAQs',
    contact: 'Contact',
    terms: 'Terms and Conditions',
    login: 'Log in',
    register: 'Register',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    verify: 'Verify your e-mail',
    history: 'Bet history',
    dashboards: 'Dashboards',
    stakes: 'Tipster stakes',
    liveEvents: 'Live events',
    profile: 'Profile',
    adminPanel: 'Admin panel',
    notFound: 'Page not found',
  },
  upcoming: {
    message: 'We are building this screen. It will be available very soon.',
  },
  home: {
    eyebrow: 'AI-powered sports betting analytics',
    title: 'Bet with data, not hunches',
    subtitle:
      'Machine-learning predictions, tipster stakes and dashboards that show exactly how your bets perform.',
    getStarted: 'Get started',
    learnMore: 'Learn more',
    preview: {
      title: 'Your performance',
      example: 'Example',
      roi: 'ROI',
      winRate: 'Win rate',
      netProfit: 'Net P/L',
      bankroll: 'Bankroll evolution',
      alt: 'Example of a StakeLab dashboard: ROI, win rate, net profit and a rising bankroll line.',
    },
    featuresTitle: 'Everything you need to bet with a plan',
    features: {
      ai: {
        title: 'AI predictions',
        text: 'Machine-learning models study form, odds and history to point you to the picks with real value.',
      },
      tracking: {
        title: 'Performance tracking',
        text: 'Import your bet history and follow your ROI, win rate and bankroll on clear dashboards.',
      },
      sports: {
        title: 'Multi-sport coverage',
        text: 'Football and Tennis today, with more sports on the way.',
      },
    },
    pricing: {
      title: 'Plans from {{price}} per month',
      text: 'Subscriptions start at {{price}} per month. Join our messaging channel for plans, news and daily tips.',
      cta: 'Visit our channel',
    },
  },
  about: {
    title: 'About StakeLab',
    intro:
      'StakeLab was born from a simple idea: bettors deserve the same tools as professional analysts. We combine machine-learning predictions with a complete record of your own bets, so every decision rests on numbers instead of gut feeling.',
    mission:
      'Our team of data scientists and sports fans builds models for Football and Tennis, publishes tipster stakes every day and turns your history into dashboards you can understand at a glance. StakeLab is an analysis tool: we never take bets or handle money.',
    valuesTitle: 'What we stand for',
    values: {
      data: 'Numbers over gut feeling: every pick comes from models and statistics.',
      transparency: 'Transparent results: every stake is tracked, won or lost.',
      responsible: 'Analysis only: we never take bets or handle your money.',
    },
    figuresTitle: 'StakeLab in figures',
    figures: {
      accuracy: 'Average accuracy',
      sports: 'Sports covered',
      users: 'Active users',
    },
    /** How "at least N" figures read: "5+" in English, "+5" in Spanish. */
    atLeast: '{{value}}+',
  },
  faqs: {
    title: 'Frequently asked questions',
    subtitle: 'The short answers. If something is missing, send us a message.',
    items: {
      what: {
        question: 'What is StakeLab?',
        answer:
          'StakeLab is a sports betting analytics platform. It offers machine-learning predictions, daily tipster stakes, live events with scores and odds, and dashboards that measure the performance of your own bet history.',
      },
      gambling: {
        question: 'Can I place bets or gamble with real money on StakeLab?',
        answer:
          'No. StakeLab provides analysis, statistics and predictions for information and entertainment only. We do not accept bets, hold funds or process any financial transactions related to gambling. Always bet responsibly with licensed operators.',
      },
      subscriptions: {
        question: 'How do subscriptions work?',
        answer:
          'Subscriptions start at {{price}} per month and give access to predictions and premium stakes. You can find the current plans and all the details on our messaging channel.',
      },
    },
    stillQuestions: 'Still have questions?',
    contactUs: 'Contact us',
  },
  terms: {
    title: 'Terms and Conditions',
    effectiveDate: 'Effective date: {{date}}',
    intro:
      'Please read these terms carefully before using StakeLab. They govern your access to and use of the website and all its services.',
    sections: {
      acceptance: {
        title: '1. Acceptance of the terms',
        body: 'By accessing or using StakeLab, creating an account or ticking the acceptance box during registration, you agree to be bound by these Terms and Conditions. If you do not agree with them, you must not use the service.',
      },
      eligibility: {
        title: '2. Eligibility',
        body: 'You must be at least {{age}} years old or of the legal gambling age in your country of residence, whichever is higher, to use StakeLab. By using the service you confirm that you meet this requirement. We may ask for proof of age and close accounts that do not meet it.',
      },
      service: {
        title: '3. Nature of the service',
        body: 'All analysis, statistics, predictions and tipster stakes published on StakeLab are provided for information and entertainment purposes only. They are not financial advice nor a guarantee of any result. StakeLab is not a bookmaker: it does not offer real-money gambling, does not accept bets and does not carry out any financial transactions related to betting. Any bet you place with a third party is your own decision and your sole responsibility.',
      },
      accounts: {
        title: '4. User accounts',
        body: 'You are responsible for keeping your login details confidential and for all activity under your account. The information you provide must be accurate and kept up to date. Bet histories you import or enter are used only to calculate your personal statistics.',
      },
      acceptableUse: {
        title: '5. Acceptable use',
        body: 'You agree not to misuse the service: no attempts to access other users’ data, interfere with the platform’s operation, scrape or resell its content, or use it for any unlawful purpose. We may suspend or close accounts that break these rules.',
      },
      intellectualProperty: {
        title: '6. Intellectual property',
        body: 'The StakeLab name, logo, software, models, texts and graphics are owned by StakeLab or its licensors and are protected by intellectual property laws. You may use the content for your personal, non-commercial use only.',
      },
      liability: {
        title: '7. Limitation of liability',
        body: 'Sports results are uncertain and past performance does not predict future results. To the fullest extent permitted by law, StakeLab is not liable for any loss arising from decisions made on the basis of the information on the website, nor for interruptions or errors in the service.',
      },
      changes: {
        title: '8. Changes to the terms',
        body: 'We may update these terms from time to time. The effective date at the top of this page shows when they last changed. Continuing to use StakeLab after a change means you accept the updated terms.',
      },
      governingLaw: {
        title: '9. Governing law',
        body: 'These terms are governed by the laws of Spain. Any dispute will be submitted to the courts that are competent under Spanish law, without prejudice to the mandatory rights you have as a consumer.',
      },
      contact: {
        title: '10. Contact',
        body: 'If you have any questions about these terms, write to our support team at <mail>{{email}}</mail>.',
        bodyNoEmail:
          'If you have any questions about these terms, write to our support team through the contact page.',
      },
    },
  },
  contact: {
    title: 'Contact us',
    subtitle: 'Questions, ideas or problems? Send us a message and we will get back to you.',
    writeToUs: 'You can also write to us at',
    faqHintTitle: 'Looking for a quick answer?',
    faqHint:
      'What StakeLab is, how subscriptions work and more: most questions are already answered.',
    faqLink: 'Read the FAQs',
    form: {
      name: 'Name',
      namePlaceholder: 'Your name',
      email: 'E-mail',
      emailPlaceholder: 'you@example.com',
      message: 'Message',
      messagePlaceholder: 'How can we help?',
      send: 'Send message',
    },
    errors: {
      required: 'This field is required',
      invalidEmail: 'Enter a valid e-mail address',
      tooLong: 'This text is too long',
    },
  },
  toasts: {
    messageSent: 'Message sent!',
    messageSentDescription: 'Your message has been sent successfully.',
    failedToSend: 'Failed to send',
    failedToSendDescription: 'There was an error sending your message. Please try again later.',
    logoutSuccess: 'Log out successful!',
  },
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
    returnHome: 'Return to Home',
  },
  errors: {
    genericTitle: 'Something went wrong',
    genericMessage: 'Please try again in a moment.',
  },
  errorPage: {
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page. Reload to try again.',
    reload: 'Reload the page',
  },
};

/** The shape every language must fill: the same keys, each a string. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type TranslationResource = Widen<typeof en>;
