import {
  isArrowFunction,
  isCallExpression,
  isClassDeclaration,
  isConstructorDeclaration,
  isFunctionDeclaration,
  isFunctionExpression,
  isGetAccessorDeclaration,
  isIdentifier,
  isMethodDeclaration,
  isNoSubstitutionTemplateLiteral,
  isPropertyAccessExpression,
  isPropertyAssignment,
  isPropertyDeclaration,
  isSetAccessorDeclaration,
  isStringLiteral,
  isVariableDeclaration,
  type Node,
  type SourceFile,
} from 'typescript/unstable/ast';
import { createVirtualFileSystem } from 'typescript/unstable/fs';
import { API } from 'typescript/unstable/sync';

/** A script, its path relative to the repository with forward slashes. */
export interface SourceText {
  path: string;
  text: string;
}

/** A function's place: its name as a reader finds it, lines 1-based and inclusive. */
export interface FunctionSpan {
  name: string;
  startLine: number;
  endLine: number;
  parameters: number;
  /** A capitalised function of a .tsx file, or a function nested in one. */
  isInComponent: boolean;
}

export interface MeasuredFile {
  path: string;
  lines: number;
  functions: FunctionSpan[];
}

/** Lines as an editor numbers them: a final newline ends the last line, it starts none. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const breaks = text.match(/\n/g)?.length ?? 0;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

type FunctionNode = Node & { parameters: readonly Node[]; name?: Node };

function isFunctionNode(node: Node): node is FunctionNode {
  return (
    isFunctionDeclaration(node) ||
    isFunctionExpression(node) ||
    isArrowFunction(node) ||
    isMethodDeclaration(node) ||
    isConstructorDeclaration(node) ||
    isGetAccessorDeclaration(node) ||
    isSetAccessorDeclaration(node)
  );
}

function textOfName(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (isIdentifier(node) || isStringLiteral(node) || isNoSubstitutionTemplateLiteral(node)) {
    return node.text;
  }
  return undefined;
}

/** `describe`, `describe.each`, `items.forEach`: a call's callee, calls in its chain left out. */
function calleeText(node: Node): string | undefined {
  if (isCallExpression(node)) return calleeText(node.expression);
  if (isPropertyAccessExpression(node)) {
    return `${calleeText(node.expression) ?? '…'}.${node.name.text}`;
  }
  return textOfName(node);
}

/** `describe('…')`, `it('…')`, `items.forEach(…)`: the callee and its first string argument. */
function callLabel(call: Node): string | undefined {
  if (!isCallExpression(call)) return undefined;
  const callee = calleeText(call.expression);
  if (!callee) return undefined;
  const title = textOfName(call.arguments[0]);
  return title === undefined ? `${callee}(…)` : `${callee}('${title}')`;
}

/**
 * The name a reader looks for: a declaration's own name, else the variable, property or class
 * member it is assigned to; a callback is named after its call (`describe('…') callback`) unless
 * the call is itself assigned (`const Card = memo(() => …)` is `Card`).
 */
export function functionName(node: FunctionNode): string {
  const own = textOfName(node.name);
  if (own) return own;
  const parent = node.parent;
  if (
    isVariableDeclaration(parent) ||
    isPropertyAssignment(parent) ||
    isPropertyDeclaration(parent)
  ) {
    return textOfName(parent.name) ?? '<anonymous>';
  }
  if (isConstructorDeclaration(node)) {
    return `${textOfName(isClassDeclaration(parent) ? parent.name : undefined) ?? 'class'} constructor`;
  }
  if (isCallExpression(parent)) {
    const holder = parent.parent;
    if (isVariableDeclaration(holder)) return textOfName(holder.name) ?? '<anonymous>';
    const label = callLabel(parent);
    if (label) return `${label} callback`;
  }
  return '<anonymous>';
}

function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name);
}

/** Every function of a parsed file, outermost first. */
function spansOf(file: SourceFile): FunctionSpan[] {
  const spans: FunctionSpan[] = [];
  const isTsx = file.fileName.endsWith('.tsx');
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: Node, isInComponent: boolean): void => {
    let inComponent = isInComponent;
    if (isFunctionNode(node)) {
      const name = functionName(node);
      inComponent ||= isTsx && isComponentName(name);
      spans.push({
        name,
        startLine: lineOf(node.getStart(file)),
        endLine: lineOf(node.end),
        parameters: node.parameters.length,
        isInComponent: inComponent,
      });
    }
    node.forEachChild((child) => visit(child, inComponent));
  };
  visit(file, false);
  return spans;
}

const ROOT = '/measured';

/**
 * Parses each script with TypeScript's own parser (one compiler process for all of them, reading
 * them from memory) and returns its line count and its functions' spans.
 */
export function measureSources(sources: readonly SourceText[]): MeasuredFile[] {
  const files: Record<string, string> = {
    [`${ROOT}/tsconfig.json`]: JSON.stringify({
      compilerOptions: { noLib: true, noResolve: true, types: [], jsx: 'preserve', allowJs: true },
      files: sources.map((source) => `${ROOT}/${source.path}`),
    }),
  };
  for (const source of sources) files[`${ROOT}/${source.path}`] = source.text;
  const api = new API({ cwd: ROOT, fs: createVirtualFileSystem(files) });
  try {
    const snapshot = api.updateSnapshot({ openProjects: [`${ROOT}/tsconfig.json`] });
    const program = snapshot.getProjects()[0]?.program;
    if (!program) throw new Error('TypeScript opened no project for the measured files');
    return sources.map((source) => {
      const file = program.getSourceFile(`${ROOT}/${source.path}`);
      if (!file) throw new Error(`TypeScript did not parse ${source.path}`);
      return { path: source.path, lines: countLines(source.text), functions: spansOf(file) };
    });
  } finally {
    api.close();
  }
}
