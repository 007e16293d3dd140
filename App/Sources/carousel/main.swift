import CarouselCLI
import Foundation

exit(CommandRunner.main(Array(CommandLine.arguments.dropFirst())))
