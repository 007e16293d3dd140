import CarouselCLI
import Foundation

// A file that may not grow (a file size limit) fails the write with EFBIG, which the program
// reports ("like not saved: … no room"), instead of ending it with SIGXFSZ.
signal(SIGXFSZ, SIG_IGN)
exit(CommandRunner.main(Array(CommandLine.arguments.dropFirst())))
