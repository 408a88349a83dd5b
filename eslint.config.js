import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const RESTRICTED_PATHS = [
  {
    name: "date-fns",
    message: "Import each function from its own path (date-fns/format): the index loads all of date-fns's ~300 modules into every process.",
  },
];

const LAYERS = [
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    above: ["content", "components", "routes", "services", "db", "enhance"],
    why: "app/lib holds pure helpers every layer uses: it imports nothing above it (take what it needs as a parameter, or move the helper down).",
  },
  {
    files: ["app/content/**/*.{ts,tsx}"],
    above: ["components", "routes", "services", "db", "enhance"],
    why: "Content declarations are data and their rules: they import from app/lib only.",
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    above: ["routes"],
    why: "Components are drawn by routes, never the other way round: let the route pass what a tab contributes (a slot or a prop).",
  },
];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "test-results/", "playwright-report/", "data/"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
      "no-restricted-imports": ["error", { paths: RESTRICTED_PATHS }],
    },
  },
  // Layers import downwards only (lib < content < components < routes; services beside components).
  ...LAYERS.map(({ files, above, why }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: RESTRICTED_PATHS,
          patterns: [{ group: above.flatMap((layer) => [`~/${layer}`, `~/${layer}/**`, `**/../${layer}`, `**/../${layer}/**`]), message: why }],
        },
      ],
    },
  })),
  {
    files: ["server/index.ts", "server/dev.ts", "scripts/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
