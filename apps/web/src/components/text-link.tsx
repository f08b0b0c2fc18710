import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Underline = { underline?: 'hover' | 'always' };
type RouterLinkProps = Underline & LinkProps;
type PlainLinkProps = Underline & AnchorHTMLAttributes<HTMLAnchorElement> & { to?: undefined };

/**
 * A link that looks like Mantine's Anchor, as one element: a router Link when given `to`, else an <a>. Mantine's
 * Anchor is four components deep, and the sign-in and sign-up pages render several in their first render, the
 * longest task of those pages on a slow phone (decision 017). Its look is the `text-link`
 * class of app/styles/shell.css.
 */
export const TextLink = ({ underline = 'hover', className, ...props }: RouterLinkProps | PlainLinkProps) => {
  const linkClass = `text-link mantine-focus-auto${className ? ` ${className}` : ''}`;
  return props.to === undefined ? (
    <a {...(props as AnchorHTMLAttributes<HTMLAnchorElement>)} className={linkClass} data-underline={underline} />
  ) : (
    <Link {...(props as LinkProps)} className={linkClass} data-underline={underline} />
  );
};
