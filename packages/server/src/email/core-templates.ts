/** The parts of one e-mail template; `{{name}}` placeholders are filled when it is rendered. */
export interface EmailTemplate {
  readonly subject: string;
  readonly text: string;
  /** The inside of the HTML layout; values are HTML-escaped when filled in. */
  readonly html: string;
}

export const emailTemplateNames = [
  'notification',
  'approval_request',
  'approval_request_call',
  'password_reset',
  'email_verification',
  'welcome',
  'test',
  'agent_message',
] as const;

export type EmailTemplateName = (typeof emailTemplateNames)[number];

/** Core's templates; a plugin's `emailTemplatePaths()` folders may replace any part of any of them. */
export const coreEmailTemplates: Readonly<Record<EmailTemplateName, EmailTemplate>> = {
  notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{body}}\n\nOpen it in Spora: {{link}}\n\nYou get this e-mail because of your notification settings: {{settings_link}}\n',
    html: '<h1>{{title}}</h1><p>{{body}}</p><p><a href="{{link}}">Open it in Spora</a></p><p class="muted">You get this e-mail because of your <a href="{{settings_link}}">notification settings</a>.</p>',
  },
  approval_request: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{body}}\n\n{{calls}}Each link works once, until {{expires_at}} (UTC), and opens a page where you confirm before anything is decided.\n\nOpen the task in Spora: {{link}}\n\nYou get this e-mail because of your notification settings: {{settings_link}}\n',
    html: '<h1>{{title}}</h1><p>{{body}}</p>{{calls}}<p class="muted">Each link works once, until {{expires_at}} (UTC), and opens a page where you confirm before anything is decided.</p><p><a href="{{link}}">Open the task in Spora</a></p><p class="muted">You get this e-mail because of your <a href="{{settings_link}}">notification settings</a>.</p>',
  },
  approval_request_call: {
    subject: '',
    text: '{{action}} ({{tool}})\n{{arguments}}\nApprove: {{approve_link}}\nReject: {{reject_link}}\n\n',
    html: '<div style="border:1px solid #d0d7de;border-radius:6px;padding:8px 12px;margin:12px 0"><p style="margin:0"><strong>{{action}}</strong> <span class="muted">{{tool}}</span></p><pre style="white-space:pre-wrap;font-size:13px;background:#f6f8fa;padding:8px;border-radius:4px">{{arguments}}</pre><p style="margin:0"><a href="{{approve_link}}">Approve</a> &nbsp;·&nbsp; <a href="{{reject_link}}">Reject</a></p></div>',
  },
  password_reset: {
    subject: 'Reset your Spora password',
    text: 'Someone asked to reset the password of your Spora account ({{email}}).\n\nChoose a new password here: {{link}}\n\nThe link works once and expires in {{expires_minutes}} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
    html: '<h1>Reset your password</h1><p>Someone asked to reset the password of your Spora account ({{email}}).</p><p><a href="{{link}}">Choose a new password</a></p><p class="muted">The link works once and expires in {{expires_minutes}} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  },
  email_verification: {
    subject: 'Confirm your e-mail address for Spora',
    text: 'Welcome to Spora. Confirm that {{email}} is your address: {{link}}\n\nThe link expires in {{expires_minutes}} minutes. If you did not create an account, ignore this e-mail.\n',
    html: '<h1>Confirm your e-mail address</h1><p>Welcome to Spora. Confirm that {{email}} is your address.</p><p><a href="{{link}}">Confirm my address</a></p><p class="muted">The link expires in {{expires_minutes}} minutes. If you did not create an account, ignore this e-mail.</p>',
  },
  welcome: {
    subject: 'Your Spora account',
    text: 'An administrator created a Spora account for you ({{email}}).\n\nSign in here: {{link}}\n\nThey will tell you your first password; if you do not have it, use "Forgot password?" on the sign-in page.\n',
    html: '<h1>Your Spora account</h1><p>An administrator created a Spora account for you ({{email}}).</p><p><a href="{{link}}">Sign in</a></p><p class="muted">They will tell you your first password; if you do not have it, use “Forgot password?” on the sign-in page.</p>',
  },
  agent_message: {
    subject: '{{subject}}',
    text: '{{body}}\n\n--\nWritten by the agent "{{agent}}" of {{owner}}, sent through Spora.\n',
    html: '<div style="white-space:pre-wrap">{{body}}</div><p class="muted">Written by the agent “{{agent}}” of {{owner}}, sent through Spora.</p>',
  },
  test: {
    subject: 'Spora test e-mail',
    text: 'This is a test e-mail from Spora ({{link}}). If it reached you, e-mail works.\n',
    html: '<h1>Test e-mail</h1><p>This is a test e-mail from <a href="{{link}}">Spora</a>. If it reached you, e-mail works.</p>',
  },
};

/** The HTML around every template's body. */
export const htmlLayout =
  '<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;color:#1f2328;max-width:560px;margin:24px auto;padding:0 16px;line-height:1.5}h1{font-size:20px}a{color:#0b5cad}.muted{color:#57606a;font-size:13px}</style></head><body>{{content}}</body></html>';
