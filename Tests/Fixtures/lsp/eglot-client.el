;; Drives Emacs's eglot against `idv-res lsp` in batch mode, with the set-up docs/editors.md
;; shows loaded first (`idv-res` found on PATH): BUNDLE=/bundle emacs --batch -l setup.el
;; -l eglot-client.el. Opens widget.xml, starts eglot there, opens strings/strings.xml, and
;; prints how many servers the bundle's project has, whether both files share one, and the
;; project's root.
(require 'eglot)
(setq eglot-sync-connect 20)
(let* ((bundle (getenv "BUNDLE"))
       (widget (find-file-noselect (expand-file-name "widget.xml" bundle)))
       (strings (find-file-noselect (expand-file-name "strings/strings.xml" bundle))))
  (with-current-buffer widget
    (apply #'eglot (eglot--guess-contact)))
  (with-current-buffer strings
    (eglot--maybe-activate-editing-mode))
  (princ (format "servers=%d same=%s root=%s\n"
                 (length (gethash (with-current-buffer strings (project-current)) eglot--servers-by-project))
                 (eq (with-current-buffer widget (eglot-current-server))
                     (with-current-buffer strings (eglot-current-server)))
                 (project-root (with-current-buffer strings (project-current)))))
  (eglot-shutdown (with-current-buffer widget (eglot-current-server))))
