import { configure } from '@testing-library/react';

/**
 * How long `findBy…` and `waitFor` wait for the state a test expects: React's development build
 * on a busy two-core machine (CI runs the whole suite at once) takes longer than Testing
 * Library's default of one second to render a page of match cards one task at a time.
 */
configure({ asyncUtilTimeout: 5_000 });
