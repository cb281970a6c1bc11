import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', '.test-build/**', 'test-output/**', 'node_modules/**', 'coverage/**', 'clients/typescript/src/generated/**', 'clients/typescript/dist/**', 'var/**', 'eslint.config.mjs', 'jest.config.js'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      // A Selection interpolates as its select list (src/database/selection.ts).
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allow: [{ from: 'file', name: 'Selection', path: 'src/database/selection.ts' }] },
      ],
    },
  },
  // The scripts of a project that installs the packed client (test/clients/typescript-package):
  // they run outside this repository's tsconfig, so they are linted without type information.
  {
    files: ['test/clients/package-consumer/**'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false },
      globals: { Buffer: 'readonly', console: 'readonly', process: 'readonly', setTimeout: 'readonly' },
    },
  },
  {
    files: ['test/clients/package-consumer/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // One door per table (STYLE.md rule 6): only repositories, statements and the database layer
  // reach the tables; everything else calls a repository and at most passes a transaction on.
  {
    files: ['src/**/*.ts'],
    // findOffsetPage pages the TypeORM repository a feature repository hands it.
    ignores: [
      'src/**/*.repository.ts',
      'src/**/*.queries.ts',
      'src/database/**',
      'src/common/pagination/find-offset-page.ts',
      'src/**/*.spec.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@nestjs/typeorm', importNames: ['InjectRepository'], message: 'Inject the feature repository.' },
            { name: 'typeorm', importNames: ['Repository', 'In', 'IsNull', 'LessThan', 'MoreThan', 'Not'], message: 'Queries belong in the feature repository.' },
          ],
          patterns: [
            { regex: 'database/sql-statement$', importNames: ['rowsOf', 'execute'], message: 'Statements are run by the feature repository.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(createQueryBuilder|getRepository|query)$/]",
          message: 'Queries belong in the feature repository.',
        },
        {
          selector: "CallExpression[callee.object.name=/^(manager|em|entityManager|tx)$/][callee.property.name!='transaction']",
          message: 'A service passes the transaction on to repositories; it does not query through it.',
        },
      ],
    },
  },
);
