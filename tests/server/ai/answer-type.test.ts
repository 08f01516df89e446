// The expected answer type of a question, and whether a sentence carries it (answer-type.ts).
import { describe, expect, it } from 'vitest';
import { answerTypes, carriesType, type AnswerType } from '../../../server/ai/engine/answer-type';

const CASES: [question: string, type: AnswerType, carries: string, lacks: string][] = [
  ['How much is a day pass?', 'money', 'A day pass is €16.', 'Day passes are sold at the desk.'],
  ['whats the late fee for an adult book', 'money', 'Overdue book, per day: Adult 25p.', 'Overdue books can be renewed once.'],
  ['When did the library first open?', 'date', 'The library opened its doors in 1911.', 'The library opens at 09:30.'],
  ['how long has the campsite been going', 'date', 'Campers first came in 1978.', 'The campsite is open all year.'],
  ['how warm is the swimming pool', 'temperature', 'The pool is kept at 29°C.', 'The pool is 12 metres long.'],
  ['Which days of the week do you do dental ops?', 'time', 'Dental operations take place on Tuesdays and Thursdays.', 'Our dental service is led by a vet.'],
  ['what time do you close', 'time', 'We close at 18:00.', 'We close early in winter.'],
  ['When is the French sauces class?', 'time', 'French Mother Sauces: Feb. 4, 6:00 p.m.', 'French sauces are taught by Theo.'],
  ['how much notice do I need to give to cancel', 'quantity', 'Let us know at least 48 hours beforehand.', 'Let us know as soon as you can.'],
  ['number to ring after hours?', 'phone', 'Call 01632 418 999.', 'Call the emergency centre.'],
  ['email address for invoices', 'email', 'Write to accounts@example.com.', 'Write to our accounts team.'],
  ['whats your address', 'address', 'You will find us at 418 Furnace Street, Harlow Mills.', 'Some apps still show our old address.'],
  ["where's the out of hours vet actually located", 'address', 'The Pet Emergency Centre, 9 Quayside Road, Brackwater BW1 2QS.', 'The emergency centre is close to the station.'],
  ['postcode for the satnav please', 'address', 'Hollin Vale Veterinary Practice, Mill Lane, Brackwater BW3 4QT.', 'Use the lane behind the church.'],
  ['How many people fit in the van?', 'quantity', 'The van takes six people.', 'The van is comfortable.'],
  ['if we sign for an office today how soon can we get in', 'quantity', 'Most offices are ready within 2 business days.', 'Offices come furnished.'],
  ['who sets the boulders', 'person', 'Our setters, led by head setter Marek Nowicki, reset one sector a week.', 'Bouldering Sectors are reset every Tuesday.'],
  ['who does the teeth operations', 'person', 'Operations are done by Dr Wren.', 'Operations take place on Tuesdays.'],
  ['can we have a dip in the lake', 'polar', 'Swimming in the mere is not allowed.', 'Pond dipping sessions cost £6 per child.'],
  ['Is there a charge for assistance dogs?', 'polar', 'Assistance dogs are welcome, free of charge.', 'Dogs stay on a lead.'],
  ["can you groom my cat while she's there", 'polar', "We don't groom cats in our salon.", 'A full groom takes two hours.'],
];

describe('answer types', () => {
  // A past event is dated: its clock times ("opens at 09:30") are not what the visitor asks for.
  it('asks a past event for a date, not a time', () => {
    expect(answerTypes('When did the library first open?')).not.toContain('time');
    expect(answerTypes('When does the library open?')).toContain('time');
  });

  it('asks "how much notice" for a duration, not a price', () => {
    expect(answerTypes('how much notice do I need to give')).not.toContain('money');
    expect(answerTypes('how much is a lesson')).toContain('money');
  });

  // A yes/no question opens with its verb; the same verb later on is no such question.
  it('knows a yes/no question by its opening verb', () => {
    expect(answerTypes('can I pay by card')).toContain('polar');
    expect(answerTypes('what can I bring')).not.toContain('polar');
  });

  it('asks "who" for a person, but not the "who" of "people who…"', () => {
    expect(answerTypes('my dog is ill, who do I phone')).toContain('person');
    expect(answerTypes('Are there showings with subtitles for people who are hard of hearing?')).not.toContain('person');
    expect(answerTypes('I have 2 kids who want the same camp week')).not.toContain('person');
  });

  it.each(CASES)('%s → %s', (question, type, carries, lacks) => {
    const types = answerTypes(question);
    expect(types).toContain(type);
    expect(carriesType(carries, [type])).toBe(true);
    expect(carriesType(lacks, [type])).toBe(false);
  });
});
