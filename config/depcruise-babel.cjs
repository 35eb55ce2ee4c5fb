/**
 * How dependency-cruiser reads TypeScript (.dependency-cruiser.cjs). It cannot use TypeScript 7's compiler (no
 * JavaScript API yet), so it reads each file through Babel. Babel drops type-only imports, which would hide a
 * type-only cycle or a type import that climbs a layer: the plugin below keeps each one as a bare import of
 * its module first, so the layer rules see every import the TypeScript compiler sees.
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
