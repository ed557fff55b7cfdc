import type { TranslationResource } from './en';

/** Spanish (Spain) resources: the same keys as `en.ts`. */
export const es: TranslationResource = {
  common: {
    appName: 'StakeLab',
    skipToContent: 'Saltar al contenido principal',
    loading: 'Cargando…',
    opensInNewTab: '(se abre en una pestaña nueva)',
    backHome: 'Volver al inicio',
  },
  nav: {
    home: 'Inicio',
    about: 'Nosotros',
    faqs: 'FAQ',
    contact: 'Contacto',
    terms: 'Términos',
    login: 'Entrar',
    history: 'Historial',
    dashboards: 'Paneles',
    stakes: 'Apuestas',
    liveEvents: 'Eventos en directo',
    profile: 'Perfil',
    profileSettings: 'Ajustes del perfil',
    adminPanel: 'Panel de administración',
    logout: 'Cerrar sesión',
    mainNavigation: 'Navegación principal',
    mobileNavigation: 'Navegación móvil',
  },
  header: {
    homeLink: 'StakeLab, ir a la página de inicio',
    openMenu: 'Abrir el menú de navegación',
    closeMenu: 'Cerrar el menú de navegación',
    userMenu: 'Menú de la cuenta',
    signedInAs: 'Has iniciado sesión como {{username}}',
    languageToggle: 'EN',
    languageToggleLabel: 'Switch to English',
    switchToDark: 'Cambiar al modo oscuro',
    switchToLight: 'Cambiar al modo claro',
  },
  footer: {
    tagline:
      'Análisis de apuestas deportivas: predicciones con IA, apuestas de tipsters y paneles de rendimiento.',
    quickLinks: 'Enlaces rápidos',
    contactTitle: 'Contacto',
    contactLine: '¿Dudas o sugerencias? Escríbenos a',
    followUs: 'Síguenos',
    social: {
      video: 'StakeLab en YouTube',
      shortPost: 'StakeLab en X',
      photo: 'StakeLab en Instagram',
      messaging: 'StakeLab en Telegram',
    },
    disclaimer:
      'Solo con fines informativos y de entretenimiento. Sin apuestas con dinero real. Mayores de 18 años o de la edad legal para apostar en tu país.',
    copyright: '© {{year}} StakeLab. Todos los derechos reservados.',
  },
  sideLink: {
    label: 'Únete a nuestro canal',
    ariaLabel: 'Únete a nuestro canal de Telegram (se abre en una pestaña nueva)',
  },
  pages: {
    home: 'Análisis de apuestas deportivas',
    about: 'Quiénes somos',
    faqs: 'Preguntas frecuentes',
    contact: 'Contacto',
    terms: 'Términos y condiciones',
    login: 'Iniciar sesión',
    register: 'Registro',
    forgotPassword: 'He olvidado mi contraseña',
    resetPassword: 'Restablecer la contraseña',
    verify: 'Verifica tu correo electrónico',
    history: 'Historial de apuestas',
    dashboards: 'Paneles',
    stakes: 'Apuestas de tipsters',
    liveEvents: 'Eventos en directo',
    profile: 'Perfil',
    adminPanel: 'Panel de administración',
    notFound: 'Página no encontrada',
  },
  upcoming: {
    message: 'Estamos construyendo esta pantalla. Estará disponible muy pronto.',
  },
  home: {
    eyebrow: 'Análisis de apuestas deportivas con IA',
    title: 'Apuesta con datos, no con corazonadas',
    subtitle:
      'Predicciones con aprendizaje automático, apuestas de tipsters y paneles que muestran con exactitud el rendimiento de tus apuestas.',
    getStarted: 'Empezar',
    learnMore: 'Saber más',
    preview: {
      title: 'Tu rendimiento',
      example: 'Ejemplo',
      roi: 'ROI',
      winRate: 'Aciertos',
      netProfit: 'Beneficio',
      bankroll: 'Evolución de la banca',
      alt: 'Ejemplo de un panel de StakeLab: ROI, porcentaje de aciertos, beneficio neto y una banca en ascenso.',
    },
    featuresTitle: 'Todo lo que necesitas para apostar con un plan',
    features: {
      ai: {
        title: 'Predicciones con IA',
        text: 'Nuestros modelos de aprendizaje automático analizan la forma, las cuotas y el historial para señalarte las selecciones con valor real.',
      },
      tracking: {
        title: 'Seguimiento del rendimiento',
        text: 'Importa tu historial de apuestas y sigue tu ROI, tu porcentaje de aciertos y tu banca en paneles claros.',
      },
      sports: {
        title: 'Cobertura multideporte',
        text: 'Fútbol y tenis hoy, y pronto más deportes.',
      },
    },
    pricing: {
      title: 'Planes desde {{price}} al mes',
      text: 'Las suscripciones empiezan en {{price}} al mes. Únete a nuestro canal de mensajería para conocer los planes, las novedades y los pronósticos diarios.',
      cta: 'Visita nuestro canal',
    },
  },
  about: {
    title: 'Quiénes somos',
    intro:
      'StakeLab nació de una idea sencilla: quienes apuestan merecen las mismas herramientas que los analistas profesionales. Combinamos predicciones de aprendizaje automático con un registro completo de tus propias apuestas, para que cada decisión se base en números y no en intuiciones.',
    mission:
      'Nuestro equipo de científicos de datos y aficionados al deporte desarrolla modelos para fútbol y tenis, publica apuestas de tipsters cada día y convierte tu historial en paneles que se entienden de un vistazo. StakeLab es una herramienta de análisis: nunca aceptamos apuestas ni gestionamos dinero.',
    valuesTitle: 'En qué creemos',
    values: {
      data: 'Números antes que intuiciones: cada pronóstico sale de modelos y estadísticas.',
      transparency: 'Resultados transparentes: registramos cada apuesta, ganada o perdida.',
      responsible: 'Solo análisis: nunca aceptamos apuestas ni gestionamos tu dinero.',
    },
    figuresTitle: 'StakeLab en cifras',
    figures: {
      accuracy: 'Precisión media',
      sports: 'Deportes cubiertos',
      users: 'Usuarios activos',
    },
    atLeast: '+{{value}}',
  },
  faqs: {
    title: 'Preguntas frecuentes',
    subtitle: 'Las respuestas breves. Si echas algo en falta, envíanos un mensaje.',
    items: {
      what: {
        question: '¿Qué es StakeLab?',
        answer:
          'StakeLab es una plataforma de análisis de apuestas deportivas. Ofrece predicciones con aprendizaje automático, apuestas diarias de tipsters, eventos en directo con marcadores y cuotas, y paneles que miden el rendimiento de tu propio historial de apuestas.',
      },
      gambling: {
        question: '¿Puedo apostar o jugar con dinero real en StakeLab?',
        answer:
          'No. StakeLab ofrece análisis, estadísticas y predicciones solo con fines informativos y de entretenimiento. No aceptamos apuestas, no custodiamos fondos ni realizamos transacciones económicas relacionadas con el juego. Apuesta siempre de forma responsable y con operadores autorizados.',
      },
      subscriptions: {
        question: '¿Cómo funcionan las suscripciones?',
        answer:
          'Las suscripciones empiezan en {{price}} al mes y dan acceso a las predicciones y a las apuestas premium. En nuestro canal de mensajería encontrarás los planes vigentes y todos los detalles.',
      },
    },
    stillQuestions: '¿Tienes más preguntas?',
    contactUs: 'Contáctanos',
  },
  terms: {
    title: 'Términos y condiciones',
    effectiveDate: 'Fecha de entrada en vigor: {{date}}',
    intro:
      'Lee atentamente estos términos antes de usar StakeLab. Regulan tu acceso al sitio web y el uso de todos sus servicios.',
    sections: {
      acceptance: {
        title: '1. Aceptación de los términos',
        body: 'Al acceder a StakeLab o utilizarlo, al crear una cuenta o al marcar la casilla de aceptación durante el registro, aceptas quedar vinculado por estos Términos y condiciones. Si no estás de acuerdo con ellos, no debes utilizar el servicio.',
      },
      eligibility: {
        title: '2. Requisitos de edad',
        body: 'Para usar StakeLab debes tener al menos {{age}} años o la edad legal para apostar en tu país de residencia, la que sea mayor. Al utilizar el servicio confirmas que cumples este requisito. Podemos solicitar una prueba de edad y cerrar las cuentas que no lo cumplan.',
      },
      service: {
        title: '3. Naturaleza del servicio',
        body: 'Todos los análisis, estadísticas, predicciones y apuestas de tipsters publicados en StakeLab se ofrecen únicamente con fines informativos y de entretenimiento. No constituyen asesoramiento financiero ni garantizan ningún resultado. StakeLab no es una casa de apuestas: no ofrece juego con dinero real, no acepta apuestas y no realiza transacciones económicas relacionadas con las apuestas. Cualquier apuesta que hagas con terceros es decisión tuya y responsabilidad exclusivamente tuya.',
      },
      accounts: {
        title: '4. Cuentas de usuario',
        body: 'Eres responsable de mantener la confidencialidad de tus datos de acceso y de toda la actividad que se realice con tu cuenta. La información que facilites debe ser exacta y mantenerse actualizada. Los historiales de apuestas que importes o introduzcas se usan únicamente para calcular tus estadísticas personales.',
      },
      acceptableUse: {
        title: '5. Uso aceptable',
        body: 'Te comprometes a no hacer un mal uso del servicio: no intentar acceder a datos de otros usuarios, no interferir en el funcionamiento de la plataforma, no extraer ni revender su contenido y no utilizarlo con fines ilícitos. Podemos suspender o cerrar las cuentas que incumplan estas normas.',
      },
      intellectualProperty: {
        title: '6. Propiedad intelectual',
        body: 'El nombre, el logotipo, el software, los modelos, los textos y los gráficos de StakeLab pertenecen a StakeLab o a sus licenciantes y están protegidos por la normativa de propiedad intelectual. Solo puedes usar el contenido para fines personales y no comerciales.',
      },
      liability: {
        title: '7. Limitación de responsabilidad',
        body: 'Los resultados deportivos son inciertos y el rendimiento pasado no predice resultados futuros. En la máxima medida permitida por la ley, StakeLab no se hace responsable de las pérdidas derivadas de decisiones tomadas a partir de la información del sitio web, ni de interrupciones o errores del servicio.',
      },
      changes: {
        title: '8. Cambios en los términos',
        body: 'Podemos actualizar estos términos periódicamente. La fecha de entrada en vigor que figura al principio de esta página indica cuándo se modificaron por última vez. Si sigues usando StakeLab después de un cambio, aceptas los términos actualizados.',
      },
      governingLaw: {
        title: '9. Legislación aplicable',
        body: 'Estos términos se rigen por las leyes de España. Cualquier controversia se someterá a los juzgados y tribunales competentes conforme a la legislación española, sin perjuicio de los derechos irrenunciables que te correspondan como consumidor.',
      },
      contact: {
        title: '10. Contacto',
        body: 'Si tienes alguna pregunta sobre estos términos, escríbenos a <mail>{{email}}</mail> y nuestro equipo de soporte te atenderá.',
        bodyNoEmail:
          'Si tienes alguna pregunta sobre estos términos, escribe a nuestro equipo de soporte desde la página de contacto.',
      },
    },
  },
  contact: {
    title: 'Contacto',
    subtitle: '¿Dudas, ideas o algún problema? Envíanos un mensaje y te responderemos.',
    writeToUs: 'También puedes escribirnos a',
    faqHintTitle: '¿Buscas una respuesta rápida?',
    faqHint:
      'Qué es StakeLab, cómo funcionan las suscripciones y mucho más: la mayoría de las dudas ya tienen respuesta.',
    faqLink: 'Leer las preguntas frecuentes',
    form: {
      name: 'Nombre',
      namePlaceholder: 'Tu nombre',
      email: 'Correo electrónico',
      emailPlaceholder: 'tu@ejemplo.com',
      message: 'Mensaje',
      messagePlaceholder: '¿En qué podemos ayudarte?',
      send: 'Enviar mensaje',
    },
    errors: {
      required: 'Este campo es obligatorio',
      invalidEmail: 'Introduce un correo electrónico válido',
      tooLong: 'Este texto es demasiado largo',
    },
  },
  toasts: {
    messageSent: '¡Mensaje enviado!',
    messageSentDescription: 'Tu mensaje se ha enviado correctamente.',
    failedToSend: 'Error al enviar',
    failedToSendDescription:
      'Se ha producido un error al enviar tu mensaje. Inténtalo de nuevo más tarde.',
    logoutSuccess: '¡Sesión cerrada correctamente!',
  },
  notFound: {
    title: '¡Vaya! Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    returnHome: 'Volver al inicio',
  },
  errors: {
    genericTitle: 'Algo ha salido mal',
    genericMessage: 'Inténtalo de nuevo dentro de un momento.',
  },
  errorPage: {
    title: 'Algo ha salido mal',
    text: 'Un error inesperado ha detenido esta página. Recárgala para volver a intentarlo.',
    reload: 'Recargar la página',
  },
};
