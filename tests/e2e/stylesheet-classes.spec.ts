import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "../..");

/** Classes that mark an element, with no style of their own: the desktop menu's current entry keeps NavLink's "active". */
const MARKER_CLASSES = new Set(["active"]);

/** Every .ts and .tsx file under app/. */
const sourceFiles = () =>
  readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(root, "app", file));

/**
 * The string literals a class list can be made of: the literal itself, either side of a condition,
 * the values of an object (cva's variants; its defaultVariants name variants, not classes).
 */
function classLiterals(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isBinaryExpression(node)) return classLiterals(node.right);
  if (ts.isConditionalExpression(node)) return [...classLiterals(node.whenTrue), ...classLiterals(node.whenFalse)];
  if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) return node.expression ? classLiterals(node.expression) : [];
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) && property.name.getText() !== "defaultVariants" ? classLiterals(property.initializer) : [],
    );
  }
  return [];
}

/** Class lists written in the components: className attributes, the arguments of cn() and cva(), and `class` properties (the editor's). */
function classListsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lists: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText() === "className" && node.initializer) lists.push(...classLiterals(node.initializer));
    if (ts.isCallExpression(node) && ["cn", "cva"].includes(node.expression.getText())) lists.push(...node.arguments.flatMap(classLiterals));
    if (ts.isPropertyAssignment(node) && node.name.getText() === "class") lists.push(...classLiterals(node.initializer));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lists;
}

/** A class name as it appears in a selector: Tailwind escapes every character but letters, digits, - and _. */
const selectorOf = (className: string) => `.${className.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`)}`;

test("every class the components name is defined by the built stylesheet", () => {
  const assets = path.join(root, "build/client/assets");
  const css = readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .map((name) => readFileSync(path.join(assets, name), "utf8"))
    .join("\n");
  expect(css.length, "the production build's stylesheet").toBeGreaterThan(10_000);
  const undefinedClasses = new Set<string>();
  let checked = 0;
  for (const file of sourceFiles()) {
    for (const className of classListsIn(file).flatMap((list) => list.split(/\s+/).filter(Boolean))) {
      checked++;
      if (!MARKER_CLASSES.has(className) && !css.includes(selectorOf(className))) undefinedClasses.add(`${className} (${path.relative(root, file)})`);
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect([...undefinedClasses]).toEqual([]);
});
