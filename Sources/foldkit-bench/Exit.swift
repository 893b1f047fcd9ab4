import Foundation

func exitWithUsageError() -> Never { exit(1) }
func exitSuccessfully() -> Never { exit(0) }
