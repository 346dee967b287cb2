/** Template syntax, validation and rendering, with built-ins read in a time zone at a moment. */
import { describe, expect, it } from 'vitest';
import { renderTemplate, templateIssues, valueIssues } from '../../src/schedules/template-rendering.js';
import { parseTemplate } from '../../src/schedules/template-syntax.js';

const context = {
  moment: new Date('2026-03-29T22:30:00Z'),
  timezone: 'Asia/Tokyo',
  agentName: 'Newsroom',
  userName: 'Alice',
};

describe('prompt templates', () => {
  it('read placeholders with and without inline defaults, and take lone closing braces literally', () => {
    const { placeholders, issues } = parseTemplate('{{a}} {{ b : x y }} {{c:}} {"json": {"n": 1}}');
    expect(issues).toEqual([]);
    expect(placeholders.map(({ name, inlineDefault }) => [name, inlineDefault])).toEqual([
      ['a', null],
      ['b', ' x y '],
      ['c', ''],
    ]);
  });

  it('report unclosed, nameless, ill-named and nested placeholders', () => {
    const codes = (body: string) => parseTemplate(body).issues.map((issue) => issue.message);
    expect(codes('{{open')).toEqual(['"{{" at character 1 is never closed with "}}"']);
    expect(codes('{{}}')).toEqual(['the placeholder at character 1 has no variable name']);
    expect(codes('{{9lives}}')[0]).toContain('"9lives" is not a variable name');
    expect(codes('{{{x}}}')[0]).toContain('do not nest');
  });

  it('render built-ins in the zone at the moment, values over defaults over inline defaults', () => {
    const variables = [
      { name: 'topic', description: null, default: 'weather' },
      { name: 'tone', description: null, default: null },
    ];
    const body =
      '{{weekday}} {{date}} {{time}} {{month_name}} {{day}}; {{topic}}, {{tone:dry}}, {{agent_name}} for {{user_name}}';
    expect(templateIssues(body, variables)).toEqual([]);
    expect(valueIssues(body, variables, {})).toEqual([]);
    expect(renderTemplate(body, variables, { topic: 'tides' }, context)).toBe(
      'Monday 2026-03-30 07:30 March 30; tides, dry, Newsroom for Alice',
    );
    expect(renderTemplate('{{topic}}', variables, {}, context)).toBe('weather');
  });

  it('require values for declared variables without any default, and refuse undeclared values', () => {
    const variables = [{ name: 'tone', description: null, default: null }];
    expect(
      valueIssues('{{tone}}', variables, { mood: 'x' }).map((issue) => [issue.field, issue.code]),
    ).toEqual([
      ['values.mood', 'TEMPLATE_UNKNOWN_VARIABLE'],
      ['values.tone', 'TEMPLATE_VARIABLE_MISSING'],
    ]);
  });
});
