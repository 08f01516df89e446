// Fixed texts of the offline engine in the languages it detects; the answer's frame follows the
// question's language even when the site's text is in another one.
export interface EngineMessages {
  fallback: string;
}

const MESSAGES: Record<string, EngineMessages> = {
  en: { fallback: "Sorry, I couldn't find an answer to that on this site. Please contact us and we'll be glad to help." },
  es: { fallback: 'Lo siento, no he encontrado una respuesta a eso en este sitio. Contáctenos y le ayudaremos con gusto.' },
  fr: { fallback: "Désolé, je n'ai pas trouvé de réponse à cette question sur ce site. Contactez-nous, nous vous aiderons volontiers." },
  de: { fallback: 'Leider habe ich dazu auf dieser Website keine Antwort gefunden. Bitte kontaktieren Sie uns, wir helfen gern.' },
  it: { fallback: 'Mi dispiace, non ho trovato una risposta su questo sito. Contattaci e saremo felici di aiutarti.' },
  pt: { fallback: 'Desculpe, não encontrei uma resposta para isso neste site. Entre em contato conosco e teremos prazer em ajudar.' },
  nl: { fallback: 'Sorry, ik heb daar op deze site geen antwoord op gevonden. Neem contact met ons op, we helpen graag.' },
  ru: { fallback: 'К сожалению, я не нашёл ответа на этот вопрос на сайте. Свяжитесь с нами, и мы с радостью поможем.' },
  ja: { fallback: '申し訳ありません。このサイトでは回答が見つかりませんでした。お問い合わせください。' },
  zh: { fallback: '抱歉，我在本网站上没有找到答案。请联系我们，我们很乐意为您提供帮助。' },
};

export function messagesFor(lang: string): EngineMessages {
  return MESSAGES[lang] ?? MESSAGES.en;
}
