/// How to open a folder of working copies in VS Code, Neovim and Helix with the language server
/// of the toolchain that built the engine (`docs/Editors.md`, "Opening the folder").
enum EditorInstructions {
  /// The lines for `folder` (a path, or two said in words), the server being `server` in the
  /// folder `toolchainBin`.
  static func lines(folder: String, server: String, toolchainBin: String) -> [String] {
    [
      "Open \(folder) as a folder in your editor,",
      "with the language server of the engine's toolchain (\(server)):",
      "",
      "  VS Code, with the Swift extension (swiftlang.swift-vscode): File > Open Folder…",
      "  and choose the folder. If the extension finds another toolchain first, set",
      "  \"swift.path\": \"\(toolchainBin)\" in your settings.",
      "",
      "  Neovim 0.11 or later: in your init.lua,",
      "    vim.lsp.config('sourcekit', {",
      "      cmd = { '\(server)' },",
      "      root_dir = function(bufnr, on_dir)",
      "        on_dir(vim.fs.root(bufnr, { 'compile_flags.txt', 'Package.swift', '.git' }))",
      "      end,",
      "    })",
      "    vim.lsp.enable('sourcekit')",
      "",
      "  Helix: in ~/.config/helix/languages.toml,",
      "    [language-server.sourcekit-lsp]",
      "    command = \"\(server)\"",
      "",
      "    [[language]]",
      "    name = \"swift\"",
      "    roots = [\"compile_flags.txt\", \"Package.swift\"]",
    ]
  }
}
