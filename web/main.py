# The page's Python entry point: PyScript runs it once the runtime is up.
from expeditions.web.app import start

start()
