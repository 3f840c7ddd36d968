import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

describe('sitePath (returnTo after sign-in)', () => {
  it.each([
    ['/', '/'],
    ['/recipes/12', '/recipes/12'],
    ['/search?q=soup&page=2#results', '/search?q=soup&page=2#results'],
    ['/recipes?q=chicken%20soup', '/recipes?q=chicken%20soup'],
    ['/profile#saved', '/profile#saved'],
    ['/a/./b/../c', '/a/c'],
    ['/search?next=//elsewhere', '/search?next=//elsewhere'],
  ])('keeps the site path %j', (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });

  it.each([
    ['tab', '/\t/127.0.0.1:4399/x'],
    ['line feed', '/\n/127.0.0.1:4399/x'],
    ['carriage return', '/\r/127.0.0.1:4399/x'],
    ['tab before the slashes', '\t//evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['slash backslash after a tab', '/\t\\evil.example'],
    ['dot segments that leave //', '/..//evil.example'],
    ['dot segment that leaves //', '/.//evil.example'],
    ['absolute http', 'https://evil.example/'],
    ['absolute with our path', 'http://evil.example/recipes'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['relative', 'recipes/1'],
    ['scheme-relative with credentials', '//user@evil.example'],
    ['empty', ''],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(sitePath(value)).toBeNull();
  });
});
