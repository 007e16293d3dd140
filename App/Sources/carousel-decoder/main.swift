// carousel-decoder: the decode sandbox's worker. `carousel` starts it (see DecodeWorkerPool);
// it decodes images sent over its socket, confined by seccomp and resource limits.
import CarouselSandbox

DecodeWorker.run(arguments: Array(CommandLine.arguments.dropFirst()))
