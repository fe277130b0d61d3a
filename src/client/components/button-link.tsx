import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>>(
  function ButtonAnchor(props, ref) {
    return <Button component="a" ref={ref} {...props} />;
  },
);

/** A Mantine button that is a typed router link (to, search, hash checked against the route tree). */
export const ButtonLink = createLink(ButtonAnchor);
