import { HttpError } from '../http/errors.ts';

export class InvalidCredentialsError extends HttpError {
  constructor() {
    super(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  }
}

export class InvalidTokenError extends HttpError {
  constructor() {
    super(400, 'INVALID_TOKEN', 'Invalid or expired reset code');
  }
}
