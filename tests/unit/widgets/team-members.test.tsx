// @vitest-environment happy-dom
// Team members: each member an article named by its name, with a role, a sized decorative photo (or
// initials), a bio cut at a word that "Read more" shows whole in place, and icon links named for whom
// and where, safe per kind; each followed link an event; the owner's texts translate.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/team-members/index';
import { teamMembersDefaults, type TeamMembersData } from '../../../shared/widgets/team-members';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
// A click on a link here is for its event only: happy-dom would otherwise follow it.
const stay = (e: Event) => e.preventDefault();
beforeAll(() => document.addEventListener('click', stay));
afterAll(() => document.removeEventListener('click', stay));

const Widget = module.Widget;
const BIO = 'Ann opened the café in 2015 after ten years of roasting for others, and still roasts twice a week.';
const MEMBERS: TeamMembersData['members'] = [
  { id: 'ann', photo: '/static/demo/team/ann-lee.svg', name: 'Ann Lee', role: 'Founder', bio: BIO, email: 'ann@cafe.example', phone: '+1 555 0100', linkedin: 'https://www.linkedin.com/in/ann', x: '', github: 'https://github.com/ann' },
  { id: 'bad', photo: 'javascript:alert(1)', name: 'Bo Ray', role: '', bio: 'Short.', website: 'javascript:alert(2)', email: 'bo@x.example?cc=all@x.example', phone: 'call me', instagram: '//instagram.com/bo', x: 'https://x.com/bo' },
  { id: 'cy', photo: '', name: 'Cy Tan', role: 'Chef', bio: '', website: 'https://cy.example/' },
];
const show = (over: Partial<TeamMembersData> = {}, ctxOver = {}) => {
  const { ctx, rec } = makeCtx(ctxOver);
  render(<Widget widget={makeWidget('team_members', { ...teamMembersDefaults, members: MEMBERS, bioLength: 40, ...over })} ctx={ctx} />);
  return rec;
};
const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const linkOf = (name: string) => screen.getByRole('link', { name });

describe('team members', () => {
  it('shows each member as an article named by its name, with the role, under the title', () => {
    show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Meet the team');
    expect(names()).toEqual(['Ann Lee', 'Bo Ray', 'Cy Tan']);
    expect(screen.getAllByRole('article').map((a) => document.getElementById(a.getAttribute('aria-labelledby')!)!.textContent)).toEqual(names());
    expect([...document.querySelectorAll('.tw-role')].map((p) => p.textContent)).toEqual(['Founder', 'Chef']);
  });

  it('sizes each photo box before the picture loads, the photo decorative; initials without a safe photo', () => {
    show();
    const imgs = [...document.querySelectorAll('img')];
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt'), i.getAttribute('width'), i.getAttribute('height')])).toEqual([['http://app.test/static/demo/team/ann-lee.svg', '', '160', '160']]);
    expect([...document.querySelectorAll('.tw-photo')].map((p) => [p.className, p.textContent])).toEqual([
      ['tw-photo tw-circle', ''],
      ['tw-photo tw-circle', 'BR'],
      ['tw-photo tw-circle', 'CT'],
    ]);
    expect(document.querySelector('.tw-photo span')!.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    show({ photoShape: 'square', layout: 'list', columns: 2 });
    expect(document.querySelector('.tw-photo')!.className).toBe('tw-photo tw-square');
    expect(document.querySelector('.tw-root')!.classList.contains('tw-team-list')).toBe(true);
    cleanup();
    show({ columns: 2 });
    expect((document.querySelector('.tw-members') as HTMLElement).style.getPropertyValue('--tw-cols')).toBe('2');
    expect(document.querySelector('.tw-root')!.classList.contains('tw-team-grid')).toBe(true);
  });

  it('names each icon link for whom and where, web links in a tab of their own without an opener, and renders none that is unsafe for its kind', () => {
    show();
    expect(screen.getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['Email Ann Lee', 'mailto:ann@cafe.example', null, null],
      ['Call Ann Lee', 'tel:+15550100', null, null],
      ['Ann Lee on LinkedIn', 'https://www.linkedin.com/in/ann', '_blank', 'noopener noreferrer'],
      ['Ann Lee on GitHub', 'https://github.com/ann', '_blank', 'noopener noreferrer'],
      ['Bo Ray on X', 'https://x.com/bo', '_blank', 'noopener noreferrer'],
      ['Cy Tan’s website', 'https://cy.example/', '_blank', 'noopener noreferrer'],
    ]);
    // Each icon is an inline SVG hidden from screen readers: the link's name says it all.
    expect([...document.querySelectorAll('.tw-links a')].every((a) => a.querySelector('svg[aria-hidden="true"] path') && a.textContent === '')).toBe(true);
  });

  it('cuts a long bio at a word; Read more, named with the member, shows it whole in place and Show less cuts it again', () => {
    show();
    const bio = () => document.querySelector('.tw-bio')!.textContent;
    expect(bio()).toBe('Ann opened the café in 2015 after ten…');
    expect(screen.getByText('Short.')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Read more: Ann Lee' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect([more.getAttribute('aria-expanded'), document.getElementById(more.getAttribute('aria-controls')!)!.textContent]).toEqual(['false', bio()]);
    fireEvent.click(more);
    expect(bio()).toBe(BIO);
    const less = screen.getByRole('button', { name: 'Show less: Ann Lee' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(bio()).toBe('Ann opened the café in 2015 after ten…');
    cleanup();
    // 0 never cuts; bios hidden show none.
    show({ bioLength: 0 });
    expect([document.querySelector('.tw-bio')!.textContent, screen.queryAllByRole('button')]).toEqual([BIO, []]);
    cleanup();
    show({ showBios: false });
    expect([document.querySelectorAll('.tw-bio').length, screen.queryAllByRole('button').length]).toEqual([0, 0]);
  });

  it('reports each followed link with its kind and the member’s place', () => {
    const rec = show();
    fireEvent.click(linkOf('Ann Lee on LinkedIn'));
    fireEvent.click(linkOf('Call Ann Lee'));
    fireEvent.click(linkOf('Cy Tan’s website'));
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'linkedin', entityPath: 'members.0' },
      { interaction: 'click', eventSubType: 'phone', entityPath: 'members.0' },
      { interaction: 'click', eventSubType: 'website', entityPath: 'members.2' },
    ]);
  });

  it('translates the title, the buttons, the links’ wording and each member’s name, role and bio', () => {
    const fr = { title: 'L’équipe', bioMoreText: 'Lire la suite', bioLessText: 'Réduire', 'link.linkedin': '{name} sur {network}', 'link.phone': 'Appeler {name}', 'member.ann.name': 'Anne Li', 'member.ann.role': 'Fondatrice', 'member.ann.bio': 'Anne a ouvert le café en 2015 après dix ans de torréfaction pour les autres.' };
    show({ localization: { languages: { 'fr-FR': fr } } }, { language: 'fr-FR' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('L’équipe');
    expect(names()[0]).toBe('Anne Li');
    expect(screen.getByText('Fondatrice')).toBeTruthy();
    expect(document.querySelector('.tw-bio')!.textContent).toBe('Anne a ouvert le café en 2015 après dix…');
    fireEvent.click(screen.getByRole('button', { name: 'Lire la suite: Anne Li' }));
    expect(screen.getByRole('button', { name: 'Réduire: Anne Li' })).toBeTruthy();
    expect(linkOf('Anne Li sur LinkedIn')).toBeTruthy();
    expect(linkOf('Appeler Anne Li')).toBeTruthy();
    // A wording not translated stays the owner's language's.
    expect(linkOf('Email Anne Li')).toBeTruthy();
  });

  it('renders the defaults: four members with our portraits and their links', () => {
    const { ctx } = makeCtx();
    render(<Widget widget={makeWidget('team_members', teamMembersDefaults)} ctx={ctx} />);
    expect(names()).toEqual(['Ann Lee', 'Marco Díaz', 'Priya Shah', 'Tom Berg']);
    expect([...document.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['ann-lee', 'marco-diaz', 'priya-shah', 'tom-berg'].map((f) => `http://app.test/static/demo/team/${f}.svg`));
    expect(screen.getAllByRole('link').length).toBe(7);
  });
});
