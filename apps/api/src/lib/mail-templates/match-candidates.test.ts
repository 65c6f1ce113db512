import { describe, expect, it } from 'vitest';
import { type MatchMailInput, matchCandidatesMail, oneLine } from './match-candidates.ts';

const clean: MatchMailInput = {
  sport: 'Football',
  contactName: 'Karin Scout',
  clubName: 'Send FC',
  positions: ['Striker'],
  windowYears: '2026-2027',
  windowName: 'Summer 2026',
  senderName: 'Anna Agent',
  companyName: 'Nordic Sports Agency',
  players: [
    { name: 'Mikkel Sørensen', positions: ['Striker'], age: 24, link: 'https://desk.example.test/pins/x' },
  ],
};

describe('the match mail (D19; issue 25 finding 10)', () => {
  it('keeps every name on its line: line breaks in what people typed become one space', () => {
    const injected = 'P.S. Please wire the fee to IBAN XX00';
    const typed: MatchMailInput = {
      ...clean,
      sport: 'Foot\nball',
      contactName: `Karin\r\n${injected}`,
      clubName: 'Send\rFC',
      positions: ['Stri\u2028ker'],
      windowName: 'Summer\n\n2026',
      senderName: `Anna\n${injected}`,
      players: [{ ...clean.players[0], name: `Mikkel \n\n ${injected}` } as MatchMailInput['players'][0]],
    };
    const mail = matchCandidatesMail(typed);
    const lines = mail.text.split('\n');
    expect(lines).toHaveLength(matchCandidatesMail(clean).text.split('\n').length);
    expect(lines.filter((line) => line.trimStart().startsWith(injected))).toEqual([]);
    expect(mail.text).toContain(`Dear Karin ${injected},`);
    expect(mail.text).toContain(`- Mikkel ${injected} (Striker, 24 years)`);
    expect(mail.text).toContain(`Anna ${injected}\n`);
    expect(mail.subject).toBe('Foot ball: a player for Send FC (Stri ker, 2026-2027)');
    // The HTML part turns only the signature's own line break into <br>.
    expect(mail.html.match(/<br>/g)).toHaveLength(1);
  });

  it('leaves a name without line breaks as it is', () => {
    expect(oneLine('Mikkel  Sørensen')).toBe('Mikkel  Sørensen');
    expect(matchCandidatesMail(clean).text).toContain('Dear Karin Scout,\n');
  });
});
