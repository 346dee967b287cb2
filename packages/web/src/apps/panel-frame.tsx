import { Alert, Box, Center, Loader, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import type { UiApp } from './app-queries';
import { callForPanel } from './panel-api-call';
import { checkBridgeRequest } from './panel-bridge-rules';

type FrameState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly message: string };

// More than this many calls at once is a panel gone wrong; the rest are refused until some end.
const maximumCallsInFlight = 8;
const startTimeoutMs = 15_000;

/**
 * Runs a panel in a sandboxed frame (`allow-scripts` only: an opaque origin, so it reads neither
 * the session cookie nor this page) and answers its bridge messages: the handshake, and API calls
 * checked by {@link checkBridgeRequest} and made as the signed-in person. Messages count only
 * from this frame's window and from the opaque origin the sandbox gives it.
 */
export function PanelFrame({ app }: { app: UiApp }) {
  const { t } = useTranslation('apps');
  const frame = useRef<HTMLIFrameElement>(null);
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const theme = useRef(scheme);
  const [state, setState] = useState<FrameState>({ kind: 'loading' });

  useEffect(() => {
    theme.current = scheme;
    frame.current?.contentWindow?.postMessage({ type: 'spora:theme', theme: scheme }, '*');
  }, [scheme]);

  useEffect(() => {
    setState({ kind: 'loading' });
    let inFlight = 0;
    let started = false;
    // The sandboxed frame's origin is opaque, so a message to it can only be addressed to '*'.
    const post = (message: object) => frame.current?.contentWindow?.postMessage(message, '*');
    const answer = async (message: unknown) => {
      const check = checkBridgeRequest(message, app.plugin_slug);
      if (!check.ok) {
        if (check.id !== null)
          post({
            type: 'spora:response',
            id: check.id,
            ok: false,
            status: 0,
            error: { code: check.code, message: check.message },
          });
        return;
      }
      if (inFlight >= maximumCallsInFlight) {
        // i18n-exempt: a bridge protocol error for the panel's code, in English like the API's error messages.
        post({
          type: 'spora:response',
          id: check.call.id,
          ok: false,
          status: 0,
          error: { code: 'BRIDGE_BUSY', message: `At most ${maximumCallsInFlight} calls at once.` },
        });
        return;
      }
      inFlight += 1;
      try {
        const outcome = await callForPanel(check.call);
        post({
          type: 'spora:response',
          id: check.call.id,
          status: outcome.ok ? 200 : outcome.status,
          ...outcome,
        });
      } finally {
        inFlight -= 1;
      }
    };
    const listener = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (target === null || target === undefined || event.source !== target || event.origin !== 'null')
        return;
      const message: unknown = event.data;
      if (typeof message !== 'object' || message === null || !('type' in message)) return;
      switch (message.type) {
        case 'spora:hello':
          started = true;
          post({ type: 'spora:init', theme: theme.current });
          break;
        case 'spora:ready':
          setState({ kind: 'ready' });
          break;
        case 'spora:failed':
          setState({
            kind: 'failed',
            message:
              'message' in message
                ? String(message.message).slice(0, 500)
                : i18n.t('apps:panel.unknownError'),
          });
          break;
        case 'spora:request':
          void answer(message);
          break;
      }
    };
    window.addEventListener('message', listener);
    const timer = setTimeout(() => {
      if (!started) setState({ kind: 'failed', message: i18n.t('apps:panel.didNotStart') });
    }, startTimeoutMs);
    return () => {
      window.removeEventListener('message', listener);
      clearTimeout(timer);
    };
  }, [app.plugin_slug]);

  return (
    <Stack gap="sm">
      {state.kind === 'failed' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('panel.failedTitle')}
          role="alert"
        >
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {state.message}
          </Text>
        </Alert>
      )}
      <Box pos="relative">
        {state.kind === 'loading' && (
          <Center pos="absolute" inset={0} role="status" aria-label={t('panel.loading')}>
            <Loader size="sm" />
          </Center>
        )}
        <iframe
          ref={frame}
          key={app.frame_url}
          src={app.frame_url}
          title={app.display_name}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          className="panel-frame"
        />
      </Box>
    </Stack>
  );
}
