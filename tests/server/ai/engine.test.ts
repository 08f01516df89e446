// The offline engine, pure: extraction, chunking, analysis, language, answers and dead ends.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../../../server/ai/engine/chunk-document';
import { questionAmounts } from '../../../server/ai/engine/amounts';
import { composeAnswer } from '../../../server/ai/engine/compose-answer';
import { deadEndSignals } from '../../../server/ai/engine/dead-end';
import { detectLanguage } from '../../../server/ai/engine/detect-language';
import { extractHtml } from '../../../server/ai/engine/extract-html';
import { KnowledgeIndex, matchedConcepts } from '../../../server/ai/engine/knowledge-index';
import { analyze } from '../../../server/ai/engine/tokenize';
import { textToPage } from '../../../server/ai/files/text-to-page';

const FIXTURE = new URL('../../../../shared/fixtures/ai-site-a/site/', import.meta.url).pathname;
const page = (name: string) => extractHtml(readFileSync(FIXTURE + name, 'utf8'), `http://fixture.local/${name}`);
const allText = (p: ReturnType<typeof page>) => p.blocks.map((b) => b.text).join('\n');

describe('extractHtml', () => {
  it('keeps title, description, language and headings of the main content', () => {
    const p = page('rental-prices.html');
    expect(p.title).toBe('Rental prices | Ferrow Street Cycles');
    expect(p.description).toMatch(/^Prices for renting/);
    expect(p.lang).toBe('en');
    expect(p.blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'Rental prices' });
  });

  it('turns a table row into a sentence with its column headers', () => {
    expect(allText(page('rental-prices.html'))).toContain('Hybrid bike: 2 hours €10, Half day (4 hours) €15, Full day €22');
  });

  it('drops scripts (with their contradicting drafts), styles, nav, header, footer and the cookie banner', () => {
    for (const name of ['rental-prices.html', 'booking-a-repair.html', 'index.html']) {
      const raw = readFileSync(FIXTURE + name, 'utf8');
      const text = allText(page(name));
      const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(raw)?.[1].trim().slice(0, 40);
      if (script) expect(text).not.toContain(script);
      expect(text).not.toContain('Skip to content');
      expect(text).not.toContain('We use cookies to keep the booking calendar working');
      expect(text).not.toContain('Repairs, rentals and guided rides in Aldermouth since 2009');
    }
    expect(allText(page('rental-prices.html'))).not.toMatch(/student/i);
  });

  it("keeps a page's own section about cookies and drops the consent banner, inside the content or not", () => {
    const html = `<body><main><h1>Privacy</h1>
      <h2 id="cookies">What cookies does this website use?</h2><p>Essential cookies keep the booking form working.</p>
      <section class="cookie-policy"><h3>Analytics</h3><p>Analytics cookies expire after 12 months.</p></section>
      <div class="cookie-notice"><p>We use cookies. Accept them?</p><button>Accept</button></div></main>
      <div id="cookie-consent"><p>Choose your cookie settings.</p><a href="#">OK</a></div></body>`;
    const text = allText(extractHtml(html, 'http://x/privacy'));
    expect(text).toContain('What cookies does this website use?');
    expect(text).toContain('Essential cookies keep the booking form working.');
    expect(text).toContain('Analytics cookies expire after 12 months.');
    expect(text).not.toContain('Accept them');
    expect(text).not.toContain('Choose your cookie settings');
  });

  it('honours include and exclude selectors and drops hidden elements', () => {
    const html = '<body><div id="a"><p>Keep this.</p><p class="ad">Buy now!</p><p hidden>Secret</p></div><div id="b">Other</div></body>';
    const p = extractHtml(html, 'http://x/', { includeSelectors: ['#a'], excludeSelectors: ['.ad'] });
    expect(p.blocks).toEqual([{ kind: 'text', text: 'Keep this.' }]);
  });
});

describe('chunkDocument', () => {
  it('cuts by heading, carries title, heading path and url, and keeps Q&A entries apart', () => {
    const chunks = chunkDocument(page('faq.html'));
    expect(chunks.length).toBeGreaterThan(5);
    const dog = chunks.find((c) => c.question === 'Can I bring my dog into the shop?')!;
    expect(dog.text).toMatch(/^Yes, well-behaved dogs/);
    expect(dog.headingPath).toEqual(['Frequently asked questions', 'Can I bring my dog into the shop?']);
    expect(dog.url).toBe('http://fixture.local/faq.html');
    expect(dog.title).toBe('Frequently asked questions | Ferrow Street Cycles');
  });

  it('splits a long section near 200 words and never past 300', () => {
    const long = Array.from({ length: 12 }, (_, i) => `Paragraph ${i} ${'word '.repeat(60)}`).join('\n\n');
    const chunks = chunkDocument(textToPage(`# Long\n\n${long}`, 'u', 'Long', true));
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) expect(c.text.split(/\s+/).length).toBeLessThanOrEqual(300);
  });
});

describe('analysis and language', () => {
  it('stems, drops stop words, joins hyphenated words and normalises numbers', () => {
    expect(analyze('How much are the rentals for e-bikes?', 'en')).toEqual(['rental', 'ebik', 'bike']);
    expect(analyze('Insured up to €3,000', 'en')).toEqual(['insur', '3000']);
    // A size is one term however it is written.
    for (const size of ['a 10x30 unit', 'a 10 x 30 unit', 'a 10 by 30 unit', 'a 10×30 unit']) expect(analyze(size, 'en')).toEqual(['10x30', 'unit']);
    expect(analyze('Las bicicletas eléctricas', 'es')).toEqual(['biciclet', 'electr']);
  });

  it('detects the language of a question', () => {
    expect(detectLanguage('¿Cuánto cuesta alquilar una bicicleta por un día?')).toBe('es');
    expect(detectLanguage('Combien coûte la location pour une journée ?')).toBe('fr');
    expect(detectLanguage('Wie viel kostet das Fahrrad am Wochenende?')).toBe('de');
    expect(detectLanguage('price of a hybrid')).toBe('en');
  });
});

describe('matchedConcepts', () => {
  const conceptOf = new Map([['user', 'use'], ['walk', 'pass']]);
  it("counts the question's own words as 1 and a concept matched only through a synonym at its weight", () => {
    expect(matchedConcepts(['away', 'user', 'walk'], conceptOf, 0.3)).toBeCloseTo(1.6);
    expect(matchedConcepts(['crematorium', 'pet'], conceptOf, 0.3)).toBe(2);
  });
  it('does not count a synonym again when its word matched too', () => {
    expect(matchedConcepts(['use', 'user'], conceptOf, 0.3)).toBe(1);
  });
});

describe('composeAnswer', () => {
  const index = new KnowledgeIndex('en');
  for (const name of ['rental-prices.html', 'faq.html', 'contact.html', 'opening-hours.html']) index.add(chunkDocument(page(name)));

  it('answers from the best sentences and cites the page', () => {
    const a = composeAnswer(index, 'how much for a hybrid bike for a full day');
    expect(a.deadEnd).toBe(false);
    expect(a.text).toContain('€22');
    expect(a.sources[0].url).toBe('http://fixture.local/rental-prices.html');
  });

  it('matches a typo and an everyday synonym', () => {
    expect(composeAnswer(index, 'can I hire a tandum for a week').text).toMatch(/[Tt]andem/);
  });

  // A word of most pages' descriptions is not common: each chunk repeats its page's description.
  it('searches a word that most descriptions use but few chunks do ("cat" on a dog lodge\'s site)', () => {
    const lodge = new KnowledgeIndex('en');
    const chunk = (i: number, description: string, text: string) => ({
      id: `c${i}`, sourceId: `p${i % 12}`, url: `http://t.local/p${i % 12}`, title: `Page ${i % 12}`, description, headingPath: [`Section ${i}`], question: '', text, lang: 'en',
    });
    lodge.add(Array.from({ length: 59 }, (_, i) => chunk(i, 'Daycare and boarding for dogs and cats.', `Dogs play in group ${i} with attendant number ${i}.`)));
    lodge.add([chunk(59, 'Cat boarding.', 'Cats stay in the Cat Cottage, a separate building where dogs never go inside.')]);
    expect(lodge.search(lodge.analyzeQuery('will my cat be around dogs?'), 3)[0]?.chunk.id).toBe('c59');
  });

  it('adds the sentence a best sentence points back to ("It suits…")', () => {
    const small = new KnowledgeIndex('en');
    small.add(chunkDocument(textToPage('Quiet hour: every Tuesday from 09:30 to 10:30 the lights are dimmed. It suits visitors who find noise hard. Hearing loops are at the desk.', 'http://t.local/access', 'Access', false)));
    const a = composeAnswer(small, 'my son finds noise hard, anything for him?');
    expect(a.text).toContain('It suits visitors who find noise hard.');
    expect(a.text).toContain('09:30 to 10:30');
  });

  it('brings the answer to a question the page asks itself ("Forgotten yours?")', () => {
    const small = new KnowledgeIndex('en');
    small.add(chunkDocument(textToPage('Hire shoes: £4.00 a pair. Please wear socks with hire shoes. Forgotten yours? We sell them at reception for £2.50. Every pair is aired after use.', 'http://t.local/hire', 'Kit hire', false)));
    expect(composeAnswer(small, 'I forgot socks, can I still hire shoes?').text).toContain('£2.50');
  });

  it('finds a page\'s "hygiene" for a question\'s "hygienist" (a known term the question\'s starts with)', () => {
    const small = new KnowledgeIndex('en');
    small.add(chunkDocument(textToPage('Routine hygiene visit: Price £62.00.\n\nA visit by bus: the fare is £2.00 each way.', 'http://t.local/fees', 'Fees', false)));
    expect(small.analyzeQuery('how much is the hygienist').alts.hygienist).toContain('hygien');
    expect(composeAnswer(small, 'how much is a visit to the hygienist').text).toContain('£62.00');
  });

  it('reads an unknown "re-" or "un-" verb as the known verb ("retake" → take, "unblock" → block), not an inflected form', () => {
    const small = new KnowledgeIndex('en');
    small.add(chunkDocument(textToPage('Test day: bring your licence. If you fail, you must wait 10 working days before you can take another test.\nTires: we fit new tires while you wait.', 'http://t.local/test', 'Tests', false)));
    expect(small.analyzeQuery('how long after failing can i retake').alts.retak).toContain('take');
    expect(small.analyzeQuery('discount for retired drivers').alts.retir ?? []).not.toContain('tire');
    expect(composeAnswer(small, 'how long after failing can i retake').text).toContain('10 working days');
    const sinks = new KnowledgeIndex('en');
    sinks.add(chunkDocument(textToPage('New sink fitted: £180.', 'http://t.local/fitting', 'Fitting', false)));
    sinks.add(chunkDocument(textToPage('Blocked sink or toilet, cleared the same day by our drainage team: £95 for the first hour.', 'http://t.local/drains', 'Drains', false)));
    expect(sinks.search(sinks.analyzeQuery('how much to unblock a sink'), 2)[0].chunk.url).toBe('http://t.local/drains');
  });

  it('searches a word the site never uses as its broader term ("loo" → toilet), not a verb\'s noun senses', () => {
    const beach = new KnowledgeIndex('en');
    beach.add(chunkDocument(textToPage('Accessible toilets are on the beach, next to the lifeguard tower.', 'http://t.local/access', 'Access', false)));
    beach.add(chunkDocument(textToPage('Parking: the beach car park is free before 9am.', 'http://t.local/parking', 'Parking', false)));
    expect(beach.analyzeQuery('is there a disabled loo near the beach').alts.loo).toContain('toilet');
    expect(beach.search(beach.analyzeQuery('is there a disabled loo near the beach'), 2)[0].chunk.url).toBe('http://t.local/access');
    // "saw" is a verb's past: its noun sense (a saying) does not bring "say".
    beach.add(chunkDocument(textToPage('Lifeguards say: swim between the flags.', 'http://t.local/safety', 'Safety', false)));
    expect(beach.analyzeQuery('I saw a shark near the flags').alts.saw ?? []).not.toContain('say');
  });

  it('reads a compound the page writes as two words ("wetroom" → wet room)', () => {
    const small = new KnowledgeIndex('en');
    small.add(chunkDocument(textToPage('Shower room: 5 to 7 working days.\nWet room: 10 to 12 working days.\nThe room is left clean and the water back on each night.', 'http://t.local/baths', 'Bathrooms', false)));
    const q = small.analyzeQuery('how long to fit a wetroom');
    expect(q.terms).toEqual(expect.arrayContaining(['wet', 'room']));
    expect(q.joined).toContain('wetroom');
    expect(composeAnswer(small, 'how long to fit a wetroom').text).toContain('10 to 12 working days');
  });

  it('reads an abbreviation as the phrase the site names ("ytt" → yoga teacher training)', () => {
    const small = new KnowledgeIndex('en');
    const page = (text: string, path: string, title: string) => small.add(chunkDocument(textToPage(text, `http://t.local/${path}`, title, true)));
    page('# Yoga teacher training\n\nOur program runs for 200 hours. Tuition: $3,200.00, or $2,900.00 when paid by Dec. 15.', 'ytt', 'Yoga teacher training | Studio');
    page('# Classes\n\nDrop-in yoga class: $24.00. Ten-class pack: $200.00.', 'classes', 'Classes');
    const q = small.analyzeQuery('how much is ytt');
    expect(q.terms).toEqual(expect.arrayContaining(['yoga', 'teacher', 'train']));
    expect(q.joined).toContain('ytt');
    expect(composeAnswer(small, 'how much is ytt').text).toContain('$3,200.00');
    // A name given once, a dictionary word, or no name at all: no expansion.
    page('Every voucher is valid for a year.', 'gifts', 'Gift vouchers');
    expect(small.analyzeQuery('do gv expire').joined).toEqual([]);
    expect(small.analyzeQuery('is the cat here').joined).toEqual([]);
    // The knowledge changing drops what was read from it.
    page('Vouchers can be bought online in any amount.', 'buying', 'Buying gift vouchers');
    expect(small.analyzeQuery('do gv expire').terms).toEqual(expect.arrayContaining(['gift', 'voucher']));
  });

  it('leads with the section heading when it names what the question asks about and the sentences do not', () => {
    const small = new KnowledgeIndex('en');
    const md = '# Our teachers\n\n## Hal Jennings, Gentle Chair Yoga\n\nHal spent 31 years as a physical therapist. He teaches Gentle Chair Yoga twice a week.';
    small.add(chunkDocument(textToPage(md, 'http://t.local/teachers', 'Teachers', true)));
    small.add(chunkDocument(textToPage('# Visiting\n\n## Getting here\n\nThe lot behind the building is free after 6pm.', 'http://t.local/visit', 'Visit', true)));
    const who = composeAnswer(small, 'who teaches chair yoga').text;
    expect(who).toMatch(/^Hal Jennings, Gentle Chair Yoga: /);
    // A heading with none of the question's words leads nothing, nor one the sentences already say.
    expect(composeAnswer(small, 'is it free after 6pm').text).toMatch(/^The lot behind the building/);
    small.add(chunkDocument(textToPage('# Membership\n\n## Family membership\n\nA family membership costs €69 per year.', 'http://t.local/members', 'Members', true)));
    expect(composeAnswer(small, 'what does family membership cost').text).toMatch(/^A family membership costs €69/);
    // "Which …?" asks for a name: the heading leads even without the question's words.
    small.add(chunkDocument(textToPage('# Rooms\n\n## The Clockwork Workshop\n\nOur best pick for first-timers and families with young children.\n\n## Station Zero\n\nA brutal room for experts only.', 'http://t.local/rooms', 'Rooms', true)));
    expect(composeAnswer(small, 'which room is best for first timers with young children').text).toMatch(/^The Clockwork Workshop: Our best pick/);
    expect(composeAnswer(small, 'is there a room for first timers with young children').text).toMatch(/^Our best pick/);
  });

  it("prefers the row whose range holds the question's number (10 days → \"7 to 13 days\")", () => {
    const small = new KnowledgeIndex('en');
    small.add(chunkDocument(textToPage('Cancelling a booking\n0 to 6 days before arrival: you pay the full price.\n7 to 13 days before arrival: you pay a quarter.\n14 days or more before arrival: nothing to pay.', 'http://t.local/cancel', 'Cancellations', false)));
    expect(composeAnswer(small, 'what if I cancel 10 days before arrival', { maxWords: 12 }).text).toContain('you pay a quarter');
  });

  it('prefers the row whose range holds the question\'s duration in another unit (2 days → "24 to 72 hours")', () => {
    const small = new KnowledgeIndex('en');
    small.add(chunkDocument(textToPage('Cancelling a game\nMore than 72 hours before: full refund.\n24 to 72 hours before: store credit for the full amount.\nLess than 24 hours before: no refund.', 'http://t.local/cancel', 'Cancellations', false)));
    expect(composeAnswer(small, 'cancelling 2 days before, refund or not', { maxWords: 8 }).text).toContain('store credit');
    expect(composeAnswer(small, 'cancelling four days ahead, refund or not', { maxWords: 8 }).text).toContain('full refund');
  });

  it('takes an age limit as holding the age the question gives, also for the dead end ("is 70" → "65 and over")', () => {
    const small = new KnowledgeIndex('en');
    small.add(chunkDocument(textToPage('# Prices\n\n## Class packs\n\nA 10-class pack costs $150.00 and lasts six months.\n\n## Seniors\n\nStudents 65 and over pay a reduced rate of $12.00 a class.', 'http://t.local/prices', 'Prices', true)));
    small.add(chunkDocument(textToPage('# Visiting\n\n## Parking\n\nThe lot behind the building is free after 6pm at any rate.', 'http://t.local/visit', 'Visit', true)));
    const question = 'my mom is 70, is there a cheaper rate for her';
    expect(composeAnswer(small, question, { maxWords: 12, ignoreDeadEnd: true }).text).toContain('$12.00');
    const q = small.analyzeQuery(question);
    const hits = small.search(q, 12);
    const withAge = deadEndSignals(small, q, hits, questionAmounts(q)).chunkCoverage;
    expect(withAge).toBeGreaterThan(deadEndSignals(small, q, hits).chunkCoverage);
  });

  it("counts a range in a section's heading as holding the question's number (9 → \"ages 7 to 13\")", () => {
    const small = new KnowledgeIndex('en');
    const md = '# Kids\n\n## Mini Groms (ages 5 and 6)\n\nHoliday mornings in the shallows cost $90.00 a week.\n\n## Grommets Club (ages 7 to 13)\n\nHoliday mornings of surfing games cost $225.00 a week.';
    small.add(chunkDocument(textToPage(md, 'http://t.local/kids', 'Kids', true), 'http://t.local/kids', false));
    expect(composeAnswer(small, 'how much are holiday mornings for my 9 year old', { maxWords: 8 }).text).toContain('$225.00');
  });

  it('dead-ends with the fallback in the question language when nothing matches', () => {
    const en = composeAnswer(index, 'Do you sell helicopter insurance for penguins?');
    expect(en).toMatchObject({ deadEnd: true, sources: [], lang: 'en' });
    const fr = composeAnswer(index, 'Vendez-vous des assurances pour hélicoptères ?');
    expect(fr.deadEnd).toBe(true);
    expect(fr.text).toMatch(/^Désolé/);
    expect(composeAnswer(index, 'helicopters?', { fallback: 'Ask our team.' }).text).toBe('Ask our team.');
  });
});
