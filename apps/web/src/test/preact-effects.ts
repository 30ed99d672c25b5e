import { options } from 'preact';

/**
 * Effects run right after each render, as React runs them in tests, instead of after the next
 * frame: tests read what an effect did (the page title, a started timer) once the render shows.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
