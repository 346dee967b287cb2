import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { EmailLinks, EmailTemplates } from '../../src/email/index.js';

describe('e-mail templates', () => {
  it('fills placeholders, escaping them in HTML, and keeps the subject on one line', () => {
    const rendered = new EmailTemplates([]).render('notification', {
      title: 'Task #3 <b>done</b>\nnow',
      body: 'Fish & chips',
      kind: 'task_completed',
      link: 'https://spora.example.test/tasks/3',
      settings_link: 'https://spora.example.test/settings/notifications',
    });
    expect(rendered.subject).toBe('Task #3 <b>done</b> now');
    expect(rendered.text).toContain('Fish & chips');
    expect(rendered.html).toContain('Task #3 &lt;b&gt;done&lt;/b&gt;');
    expect(rendered.html).toContain('Fish &amp; chips');
    expect(rendered.html).toContain('href="https://spora.example.test/tasks/3"');
    expect(rendered.html).toMatch(/^<!doctype html>/);
  });

  it('puts a value holding replacement patterns or an inherited name in the mail as written', () => {
    const html = (body: string) =>
      new EmailTemplates([]).render('notification', {
        title: 'Task #4 completed',
        body,
        kind: 'task_completed',
        link: 'https://spora.example.test/tasks/4',
        settings_link: 'https://spora.example.test/settings/notifications',
      }).html;
    const answer = "It costs $& or $` or $' now";
    expect(html(answer)).toContain('It costs $&amp; or $` or $&#39; now');
    expect(html(answer).match(/<\/html>/g)).toHaveLength(1);
    expect(html(answer).match(/<style>/g)).toHaveLength(1);
    const folder = mkdtempSync(join(tmpdir(), 'spora-mail-'));
    writeFileSync(join(folder, 'test.txt'), 'Made by {{constructor}}.');
    const plugin = new EmailTemplates([{ source: 'plugin', directory: folder }]);
    expect(plugin.render('test', { link: 'https://spora.example.test/' }).text).toBe('Made by .');
  });

  it('takes any part a plugin folder supplies, the first plugin winning, and core for the rest', () => {
    const first = mkdtempSync(join(tmpdir(), 'spora-mail-a-'));
    const second = mkdtempSync(join(tmpdir(), 'spora-mail-b-'));
    writeFileSync(join(first, 'password_reset.subject.txt'), 'Acme: reset for {{email}}');
    writeFileSync(join(second, 'password_reset.subject.txt'), 'never used');
    writeFileSync(join(second, 'password_reset.html'), '<p>Reset at <a href="{{link}}">Acme</a></p>');
    const templates = new EmailTemplates([
      { source: 'acme', directory: first },
      { source: 'brand', directory: second },
    ]);
    expect(templates.originsOf('password_reset')).toEqual({ subject: 'acme', text: 'core', html: 'brand' });
    const rendered = templates.render('password_reset', {
      email: 'a@example.test',
      link: 'https://x.test/reset-password#token=abc',
      expires_minutes: 60,
    });
    expect(rendered.subject).toBe('Acme: reset for a@example.test');
    expect(rendered.html).toContain(
      '<p>Reset at <a href="https://x.test/reset-password#token=abc">Acme</a></p>',
    );
    expect(rendered.text).toContain('expires in 60 minutes');
    expect(templates.originsOf('welcome')).toEqual({ subject: 'core', text: 'core', html: 'core' });
  });
});

describe('links in e-mails', () => {
  it('are built from SPORA_PUBLIC_URL, or the listening address without it', () => {
    const config = loadConfig({ env: { SPORA_PUBLIC_URL: 'https://spora.example.com/app/' }, cwd: tmpdir() });
    expect(config.publicUrl).toBe('https://spora.example.com/app');
    expect(new EmailLinks(config).task(7)).toBe('https://spora.example.com/app/tasks/7');
    expect(new EmailLinks({ publicUrl: null, host: '0.0.0.0', port: 8080 }).signIn()).toBe(
      'http://localhost:8080/sign-in',
    );
    for (const bad of ['ftp://x.test', 'https://x.test/?a=1', 'not a url']) {
      expect(() => loadConfig({ env: { SPORA_PUBLIC_URL: bad }, cwd: tmpdir() })).toThrow(/SPORA_PUBLIC_URL/);
    }
  });
});
