/**
 * How dependency-cruiser reads TypeScript: through Babel, which drops type-only imports; the plugin below keeps each
 * as a bare import, so the layer rules see every import the TypeScript compiler sees.
 */
function keepTypeImports({ types: t }) {
  const typeOnly = (node) =>
    (node.type === 'ImportDeclaration' &&
      (node.importKind === 'type' ||
        (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')))) ||
    (node.type === 'ExportNamedDeclaration' && node.source && node.exportKind === 'type');
  return {
    visitor: {
      // On entering the program: before the TypeScript preset, which removes type imports in its own Program visitor.
      Program(path) {
        for (const statement of path.get('body')) {
          if (typeOnly(statement.node))
            statement.replaceWith(t.importDeclaration([], t.stringLiteral(statement.node.source.value)));
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
};
