import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useInertBackground } from './inert-background';

/**
 * A dialog holding one form: full screen on phones, the page behind it inert, and the form
 * mounted only while open so each opening starts from the values it is given.
 */
export function FormModal({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)' /* i18n-exempt: a CSS media query */);
  useInertBackground(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={650} fz="lg" component="span">
          {title}
        </Text>
      }
      size="lg"
      fullScreen={phone === true}
      radius="lg"
    >
      {opened && children}
    </Modal>
  );
}
