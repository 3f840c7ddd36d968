import { loginSchema, passwordResetConfirmSchema, passwordResetRequestSchema, registerSchema } from '../../../../contracts/auth';

/**
 * The sign-in, sign-up and password reset forms' schemas: the server's own. Only
 * use-credential-check.ts imports this module, on submit, so zod stays out of these public
 * pages' first download (the JavaScript budget, e2e/js-budget.spec.ts).
 */
export const credentialSchemas = {
  login: loginSchema,
  register: registerSchema,
  resetRequest: passwordResetRequestSchema,
  resetConfirm: passwordResetConfirmSchema,
};
