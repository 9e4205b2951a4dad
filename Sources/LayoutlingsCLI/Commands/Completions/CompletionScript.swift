/// The completion scripts `layoutlings completions SHELL` prints. Each is a thin wrapper: it
/// hands the words typed so far to `layoutlings completions SHELL -- WORDS…`, which answers one
/// candidate a line (`CompletionCandidates`), and lets the shell add files or folders when the
/// answer ends with `:files` or `:directories`.
enum CompletionScript {
  static func text(for shell: String) -> String {
    switch shell {
    case "bash": bash
    case "zsh": zsh
    default: fish
    }
  }

  static let shells = ["bash", "zsh", "fish"]

  static let bash = #"""
    # layoutlings completion for bash: source it, or save it as
    # ~/.local/share/bash-completion/completions/layoutlings
    _layoutlings() {
      local cur="${COMP_WORDS[COMP_CWORD]}" line word words=() kind="" typed=()
      for word in "${COMP_WORDS[@]:1:COMP_CWORD}"; do typed+=("+$word"); done
      while IFS= read -r line; do
        case "$line" in
          :files) kind=files ;;
          :directories) kind=directories ;;
          *) words+=("$line") ;;
        esac
      done < <("${COMP_WORDS[0]}" completions bash -- "${typed[@]}" 2>/dev/null)
      COMPREPLY=("${words[@]}")
      case "$kind" in
        files) COMPREPLY+=($(compgen -f -- "$cur")) ;;
        directories) COMPREPLY+=($(compgen -d -- "$cur")) ;;
      esac
    }
    complete -o filenames -F _layoutlings layoutlings
    """#

  static let zsh = #"""
    #compdef layoutlings
    # layoutlings completion for zsh: save it as _layoutlings in a folder of $fpath
    _layoutlings() {
      local -a candidates
      local kind="" line
      for line in "${(@f)$("${words[1]}" completions zsh -- "${(@)words[2,CURRENT]/#/+}" 2>/dev/null)}"; do
        case "$line" in
          :files) kind=files ;;
          :directories) kind=directories ;;
          ?*) candidates+=("$line") ;;
        esac
      done
      compadd -a candidates
      case "$kind" in
        files) _files ;;
        directories) _files -/ ;;
      esac
    }
    compdef _layoutlings layoutlings
    """#

  static let fish = #"""
    # layoutlings completion for fish: save it as ~/.config/fish/completions/layoutlings.fish
    function __layoutlings_complete
        set -l words (commandline -opc)
        set -l current (commandline -ct)
        set -l typed
        for word in $words[2..-1]
            set -a typed "+$word"
        end
        for line in (command $words[1] completions fish -- $typed "+$current" 2>/dev/null)
            switch $line
                case :files
                    __fish_complete_path (commandline -ct)
                case :directories
                    __fish_complete_directories (commandline -ct)
                case '*'
                    echo $line
            end
        end
    end
    complete -c layoutlings -f -a '(__layoutlings_complete)'
    """#
}
