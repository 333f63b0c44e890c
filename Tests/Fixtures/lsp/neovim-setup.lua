-- idv-res lsp in Neovim 0.7 or newer: one server per bundle, whichever of its files you open.
local function idv_res_root(file)
  local dir = vim.fn.fnamemodify(file, ':p:h')
  local start = dir
  while true do
    -- A bundle: the nearest folder that holds widget.xml, documents/ or strings/.
    local widget = vim.loop.fs_stat(dir .. '/widget.xml')
    local documents = vim.loop.fs_stat(dir .. '/documents')
    local strings = vim.loop.fs_stat(dir .. '/strings')
    if (widget and widget.type == 'file') or (documents and documents.type == 'directory')
      or (strings and strings.type == 'directory') then
      return dir
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    -- Outside a bundle: a <lang>.lproj table goes with its app folder, else the file's own.
    if parent == dir then return start:match('%.lproj$') and vim.fn.fnamemodify(start, ':h') or start end
    dir = parent
  end
end

local idv_res_clients = {}
vim.api.nvim_create_autocmd({ 'BufReadPost', 'BufNewFile' }, {
  pattern = { '*.xml', '*.strings', '*.xcstrings', '*.json' },
  callback = function(args)
    local root = idv_res_root(args.file)
    idv_res_clients[root] = idv_res_clients[root] or vim.lsp.start_client({
      name = 'idv-res',
      cmd = { 'idv-res', 'lsp' },
      root_dir = root,
    })
    if idv_res_clients[root] then vim.lsp.buf_attach_client(args.buf, idv_res_clients[root]) end
  end,
})
