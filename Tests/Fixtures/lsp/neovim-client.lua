-- Drives Neovim's own LSP client (0.7: vim.lsp.start_client) against `idv-res lsp`, headless:
--   IDV_RES=/path/to/idv-res FILE=/bundle/widget.xml OUT=/tmp/result.json STEPS=diagnostic \
--     nvim --headless -u NONE -c 'luafile neovim-client.lua'
-- STEPS: "diagnostic" (misspell the attribute at LINE:COL, 0-based, and wait for its finding),
-- "features" (completion at COMPLETE_LINE:COMPLETE_COL, hover at HOVER_LINE:HOVER_COL).
-- Writes what it saw to OUT as JSON, then quits.
local env = vim.env
local result = { steps = env.STEPS }
local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, env.OUT)
  vim.cmd('qa!')
end

-- The set-up docs/editors.md shows for Neovim 0.7.
local client_id = vim.lsp.start_client({
  name = 'idv-res',
  cmd = { env.IDV_RES, 'lsp' },
  root_dir = vim.fn.fnamemodify(env.FILE, ':h'),
  on_exit = function(code) result.server_exit = code end,
})
vim.cmd('edit ' .. vim.fn.fnameescape(env.FILE))
local bufnr = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(bufnr, client_id)

local function diagnostics()
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(found, { code = d.code, message = d.message, lnum = d.lnum, col = d.col, end_col = d.end_col, source = d.source })
  end
  return found
end

-- The findings of the file as opened (the client attached, the server answered).
result.opened = vim.wait(20000, function()
  local client = vim.lsp.get_client_by_id(client_id)
  return client ~= nil and client.initialized and #diagnostics() > 0
end, 20)
result.initial = diagnostics()

if env.STEPS == 'diagnostic' then
  local line, col = tonumber(env.LINE), tonumber(env.COL)
  -- "text" -> "txet": what a slip of the fingers does; sent as an incremental didChange.
  vim.api.nvim_buf_set_text(bufnr, line, col + 1, line, col + 3, { 'xe' })
  result.received = vim.wait(20000, function()
    for _, d in ipairs(diagnostics()) do
      if d.code == 'views.unknown-attribute' and d.lnum == line and d.message:find("'txet'", 1, true) then
        return true
      end
    end
    return false
  end, 20)
  result.after = diagnostics()
else
  local function at(l, c)
    return { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = tonumber(l), character = tonumber(c) } }
  end
  local completion = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', at(env.COMPLETE_LINE, env.COMPLETE_COL), 20000)
  result.completion = {}
  for _, answer in pairs(completion or {}) do
    local items = answer.result and (answer.result.items or answer.result) or {}
    for _, item in ipairs(items) do table.insert(result.completion, item.label) end
  end
  local hover = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', at(env.HOVER_LINE, env.HOVER_COL), 20000)
  result.hover = ''
  for _, answer in pairs(hover or {}) do
    local contents = answer.result and answer.result.contents
    if type(contents) == 'table' then result.hover = result.hover .. (contents.value or '') end
  end
end

-- Stop as an editor quits (shutdown, then exit), and wait for the server to end.
vim.lsp.stop_client(client_id)
vim.wait(10000, function() return result.server_exit ~= nil end, 20)
finish()
