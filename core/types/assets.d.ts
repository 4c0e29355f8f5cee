// Stylesheets are extracted by webpack (MiniCssExtractPlugin); importing one only adds it to the chunk.
declare module '*.css';
