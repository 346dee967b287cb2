import {
  Anchor,
  type AnchorProps,
  Badge,
  type BadgeProps,
  Button,
  type ButtonProps,
  Card,
  type CardProps,
  NavLink,
  type NavLinkProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine components rendered as anchors, made into typed router links: `to` and `params` are
// checked against the route tree, and preloading on hover works as for any router link.
type AnchorElementProps = ComponentPropsWithRef<'a'>;

export const NavLinkLink = createLink((props: NavLinkProps & AnchorElementProps) => (
  <NavLink component="a" {...props} />
));
export const AnchorLink = createLink((props: AnchorProps & AnchorElementProps) => (
  <Anchor component="a" {...props} />
));
export const ButtonLink = createLink((props: ButtonProps & AnchorElementProps) => (
  <Button component="a" {...props} />
));
export const CardLink = createLink((props: CardProps & AnchorElementProps) => (
  <Card component="a" {...props} />
));
export const UnstyledButtonLink = createLink((props: UnstyledButtonProps & AnchorElementProps) => (
  <UnstyledButton component="a" {...props} />
));
export const BadgeLink = createLink((props: BadgeProps & AnchorElementProps) => (
  <Badge component="a" {...props} />
));
