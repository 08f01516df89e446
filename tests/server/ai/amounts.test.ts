// The question's numbers met by the ranges and limits a text states (amounts.ts): one table of cases.
import { describe, expect, it } from 'vitest';
import { amountsIn, questionAmounts } from '../../../server/ai/engine/amounts';
import { KnowledgeIndex } from '../../../server/ai/engine/knowledge-index';

const index = new KnowledgeIndex('en');
const held = (question: string, text: string) => amountsIn(text, questionAmounts(index.analyzeQuery(question))).sort();

describe('amounts', () => {
  it.each([
    // A number inside a range.
    ['cancel 10 days before', '7 to 13 days before arrival: we keep the deposit', ['10', 'day']],
    ['how much for 10 radiators', '9 to 12 radiators: £950', ['10']],
    ['what did you do in 2019', '2015 to 2023: the shop grew', []],
    // A duration in another unit.
    ['cancelling 2 days before, refund or not', '24 to 72 hours: store credit for the full amount', ['2', 'day']],
    ['cancelling 2 days before, refund or not', 'Less than 24 hours: no refund', []],
    ['If I cancel four days ahead do I get my money back?', 'More than 72 hours: full refund', ['day', 'four']],
    ['If I cancel our lodge 3 weeks before, anything back?', 'Between 14 and 27 days before arrival: half of the total', ['3', 'week']],
    ['need to move my lesson back a week', 'Within 24 hours of the lesson: $15.00', []],
    ['is it cheaper if i pay for a full year at once', 'Prepay 12 months and take 10% off.', ['year']],
    ['is it cheaper if i pay for a full year at once', 'Prepay 6 months and take 5% off.', []],
    ['deposit for a two night stay?', 'For stays of one to three nights, we take the first night', ['night', 'two']],
    // A limit on a distance, weight or head count answers either way; a time limit only on its side.
    ['do you do yoga at the office? we have about 20 ppl', 'Office classes for groups of up to 25 people cost $175.00.', ['20', 'peopl']],
    ['what happens if only two of us sign up for a tour', 'Tours run with at least 3 riders.', ['two']],
    ["I'm 25 miles away, can the designer still come?", 'Visits are limited to gardens within 15 miles.', ['25', 'mile']],
    ['castration price for a 15 kg dog', 'Dogs over 40 kg: £290.', ['15', 'kg']],
    ['castration price for a 15 kg dog', 'Dogs under 30 minutes of surgery.', []],
    // A time of day inside the hours a text gives, also across midnight.
    ['can i drive off the site at midnight', 'The vehicle barrier is locked 22:30 to 07:00.', ['midnight']],
    ["We won't get there till about 10pm, what do we do?", 'If you arrive after 20:30, phone reception.', ['10pm']],
    ["my dog is ill and it's 2am, who do I phone", 'Reception is open 8am to 6pm.', []],
    ["my dog is ill and it's 2am, who do I phone", 'Reception is open from 8am until 6pm.', []],
    ["my dog is ill and it's 2am, who do I phone", 'Doors open from 8am.', []],
    ["my dog is ill and it's 2am, who do I phone", 'After 6pm, ring the emergency centre.', ['2am']],
    ['i work at 8:30, can I drop her off earlier', 'Drop-off opens at 8:00; pick up before 5:30pm.', ['8:30']],
    // A month or a date inside a season, also across the new year.
    ['cheapest room in mid October', 'Autumn: 15 September to 31 October, £95 a night.', ['octob']],
    ['cheapest room in mid October', 'Winter: 1 November to 14 March, £80 a night.', []],
    ['open on 25th December?', 'Winter: 1 November to 14 March.', ['25th', 'decemb']],
    ['can we come on 23 March', 'Winter: 1 November to 14 March.', []],
    ['price in august', 'High season: June to September.', ['august']],
    // "the 4th of July" is a day: a row for July 3–6 holds both its words, one for July 6–9 neither.
    ['Is there an extra fee for boarding around the 4th of July?', 'Independence Day: July 3–6, $10 a night.', ['4th', 'juli']],
    ['Is there an extra fee for boarding around the 4th of July?', 'Summer camp: July 6–9.', []],
    ['Is there an extra fee for boarding around the 4th of July?', 'Summer camp: July 1–9pm.', []],
    ['any kids surf camp on between christmas and new years?', 'Camp 2: Tuesday 29 to Thursday 31 December.', ['1', '25', 'decemb', 'januari']],
    // An age is no duration: "at least one year of practice" says nothing about a 15 year old.
    ['my 15 yo wants to come with me, allowed?', 'You need at least one year of regular practice.', []],
    // An age meets an age limit, either side of it.
    ['can my 4yo come into the room', 'Children under six cannot enter the rooms.', ['4']],
    ['Can my 14 year old come to the workshop?', 'Adult workshops are for ages 16 and over.', ['14']],
    ['Can my 14 year old come to the workshop?', 'Over-18s only after 9pm.', ['14']],
    ['Can my 14 year old come to the workshop?', 'We meet under a tree by the pond.', []],
    ['Can my 14 year old come to the workshop?', 'The walk takes under 30 minutes.', []],
    ['my mom is 70, is there a cheaper rate for her', 'Students 65 and over pay $12.', ['70']],
    ['Can 5 of us lads aged 20 book two pitches?', 'Groups of under-25s must book one pitch each.', ['20']],
    ["I'm 25 miles away, can the designer still come?", 'Garden visits are free in town; under 18s go free.', []],
  ])('%s / %s', (question, text, terms) => {
    expect(held(question, text)).toEqual([...terms].sort());
  });
});
