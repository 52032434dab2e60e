import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '../support/source-files'

// Every server action names who may call it: each export of a 'use server' file is made by one of the
// wrappers of lib/server/actions/role-actions.ts (`export const x = patientAction(schema, body)`), so
// a new action cannot skip the session and role check. Read as source, the way a reviewer would.

const ROOT = path.resolve(import.meta.dirname, '../..')
const WRAPPERS_FILE = 'lib/server/actions/role-actions.ts'
const WRAPPERS_MODULE = '@/lib/server/actions/role-actions'

const sourceFiles = (dir: string) => filesUnder(dir, /\.(ts|tsx)$/, (relative) => path.basename(relative) === 'generated')

const parseText = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
const parse = (file: string) => parseText(file, readFileSync(path.join(ROOT, file), 'utf8'))

const isDirective = (statement: ts.Statement, text: string) =>
  ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression) && statement.expression.text === text

/** The file's leading directives ('use server', 'use client'), which must come before anything else. */
function directives(source: ts.SourceFile): string[] {
  const found: string[] = []
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
    found.push(statement.expression.text)
  }
  return found
}

const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** The names role-actions.ts exports as functions: the wrappers. */
function wrapperNames(): Set<string> {
  const names = parse(WRAPPERS_FILE)
    .statements.filter((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && hasExport(s))
    .map((s) => s.name!.text)
  return new Set(names)
}

/** What is wrong with each export of a 'use server' file; empty when every one is `export const x = wrapper(...)`. */
function exportProblems(source: ts.SourceFile, wrappers: Set<string>): string[] {
  const file = source.fileName
  const imported = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== WRAPPERS_MODULE) continue
    const bindings = statement.importClause?.namedBindings
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (!element.isTypeOnly) imported.add(element.name.text)
  }
  const problems: string[] = []
  for (const statement of source.statements) {
    const line = source.getLineAndCharacterOfPosition(statement.getStart()).line + 1
    const where = `${file}:${line}`
    if (ts.isExportAssignment(statement) || ts.isExportDeclaration(statement)) {
      problems.push(`${where}: export only with \`export const name = <wrapper>(...)\``)
      continue
    }
    if (!hasExport(statement)) continue
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) {
      problems.push(`${where}: export only with \`export const name = <wrapper>(...)\``)
      continue
    }
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer
      const callee = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : null
      if (!callee || !wrappers.has(callee) || !imported.has(callee)) {
        problems.push(`${where}: ${declaration.name.getText(source)} must be made by one of ${[...wrappers].join(', ')} from ${WRAPPERS_MODULE}`)
      }
    }
  }
  return problems
}

const files = ['app', 'components', 'lib'].flatMap(sourceFiles)
const serverFiles = files.filter((file) => directives(parse(file)).includes('use server'))

describe("every server action names who may call it", () => {
  const wrappers = wrapperNames()

  it('knows the wrappers and finds the action files', () => {
    expect([...wrappers].sort()).toEqual(['adminAction', 'patientAction', 'publicAction', 'roleAction', 'therapistAction'])
    expect(serverFiles.length).toBeGreaterThan(15)
  })

  it.each(serverFiles)('%s exports only actions made by a wrapper', (file) => {
    expect(exportProblems(parse(file), wrappers)).toEqual([])
  })

  it("has no 'use server' inside a function (an inline action would skip the wrappers)", () => {
    const inline: string[] = []
    for (const file of files) {
      const visit = (node: ts.Node): void => {
        if (ts.isBlock(node) && node.statements.some((s) => isDirective(s, 'use server'))) inline.push(file)
        ts.forEachChild(node, visit)
      }
      visit(parse(file))
    }
    expect(inline).toEqual([])
  })

  it('catches an export that skips the wrappers', () => {
    const problems = (text: string) => exportProblems(parseText('x.ts', `'use server'\n${text}`), wrappers).length
    const wrapperImport = `import { patientAction } from '${WRAPPERS_MODULE}'\n`
    expect(problems(`${wrapperImport}export const ok = patientAction(schema, async () => ({}))`)).toBe(0)
    expect(problems('export async function bare(input: unknown) {}')).toBe(1)
    expect(problems('export const arrow = async (input: unknown) => ({})')).toBe(1)
    expect(problems(`${wrapperImport}export let changeable = patientAction(schema, async () => ({}))`)).toBe(1)
    expect(problems('function patientAction() {}\nexport const lookalike = patientAction(schema, async () => ({}))')).toBe(1)
    expect(problems(`${wrapperImport}const inner = patientAction(schema, async () => ({}))\nexport { inner }`)).toBe(1)
    expect(problems(`${wrapperImport}export default patientAction(schema, async () => ({}))`)).toBe(1)
  })
})
