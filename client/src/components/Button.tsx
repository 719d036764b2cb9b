// The shared button: native <button> semantics (type defaults as in HTML) with the app's variants and sizes.
import type { ComponentPropsWithRef } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../shared/button-classes.ts';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className = '', ...props }: ButtonProps) {
  return <button {...props} className={buttonClasses(variant, size, className)} />;
}
